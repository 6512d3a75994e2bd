export { Footer, footerHrefs, type FooterProps, type FooterHrefs } from './Footer';
