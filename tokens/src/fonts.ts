// The font faces, with unicode-range per subset (why: fonts.css).
import './fonts.css';
