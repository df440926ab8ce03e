// subset-font ships no types: the part of its API the build uses (lib/build/brandFont.ts).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>
}
