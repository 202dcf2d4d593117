declare module 'lcms-wasm' {
  /** A handle into the WebAssembly heap. */
  type Handle = number;
  /** The LittleCMS functions this package uses (lcms-wasm exposes the C API one to one). */
  export interface LcmsModule {
    cmsOpenProfileFromMem(bytes: Uint8Array, size: number): Handle;
    cmsCreate_sRGBProfile(): Handle;
    cmsCreateLab4Profile(whitePoint: null): Handle;
    cmsCloseProfile(profile: Handle): void;
    cmsGetColorSpaceASCII(profile: Handle): string | null;
    cmsGetProfileInfoASCII(profile: Handle, info: number, language: string, country: string): string;
    cmsCreateTransform(input: Handle, inputFormat: number, output: Handle, outputFormat: number, intent: number, flags: number): Handle;
    cmsDeleteTransform(transform: Handle): void;
    cmsDoTransform(transform: Handle, input: Uint8Array | Uint16Array, pixels: number): Uint8Array & Uint16Array;
  }
  export function instantiate(options?: object): Promise<LcmsModule>;
  export const TYPE_RGB_8: number;
  export const TYPE_RGB_16: number;
  export const TYPE_CMYK_8: number;
  export const TYPE_CMYK_16: number;
  export const TYPE_Lab_16: number;
  export const INTENT_PERCEPTUAL: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const INTENT_SATURATION: number;
  export const INTENT_ABSOLUTE_COLORIMETRIC: number;
  export const cmsFLAGS_BLACKPOINTCOMPENSATION: number;
  export const cmsInfoDescription: number;
}
