import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import * as projectAnnotations from './preview';
import { visualRegression } from './visual-regression';

// Story tests run the real preview (decorators, globals, axe) plus one screenshot per story and mode.
setProjectAnnotations([a11yAnnotations, projectAnnotations, visualRegression]);

afterEach(() => cleanup());
