// The PDF writing helpers are shared with the other screens that make PDFs (packing slips).
export { embedFonts, writeLine, type Align, type Fonts } from '~/lib/pdf/fonts';
