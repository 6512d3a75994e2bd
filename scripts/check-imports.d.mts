export interface ImportCheck {
  files: number;
  violations: string[];
  cycles: string[];
}
export declare function checkImports(root: string, options?: { dirs?: string[] }): ImportCheck;
export declare function importsOf(file: string, text?: string): { specifier: string; typeOnly: boolean; line: number }[];
