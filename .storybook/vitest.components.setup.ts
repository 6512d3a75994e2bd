import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@wasl/tokens/fonts';
import '@wasl/tokens';

// Testing Library does not clean up by itself in Vitest's browser mode.
afterEach(() => cleanup());
