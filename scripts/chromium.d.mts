export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
export declare const screenshotArgs: readonly string[];
export declare function pinnedChromium(): Promise<{ executablePath: string; env: Record<string, string | undefined> }>;
