export { Footer } from './Footer';
export { FooterView, footerHrefs, type FooterProps, type FooterHrefs } from './FooterView';
