// Style helpers that app styles share with @wasl/ui's (`@wasl/ui/styles`).
export { focusVisible, hovered, pressed } from './states';
export { visuallyHidden } from './visuallyHidden.css';
