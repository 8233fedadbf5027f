// fontverter ships no types: the one function the shaping test uses, as its README documents it.
declare module 'fontverter' {
  const fontverter: { convert(buffer: Buffer, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
