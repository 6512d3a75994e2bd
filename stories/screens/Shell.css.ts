import { style } from '@vanilla-extract/css';
import { publicMainMinBlockSize } from '../../app/src/shell/shell.css';

/** The whole page in the canvas: no fold reserved under the public navbar (see app/src/shell/shell.css.ts). */
export const wholePage = style({ vars: { [publicMainMinBlockSize]: 'auto' } });
