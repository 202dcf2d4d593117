/** A `#RRGGBB` colour, either case. */
export const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A react-admin validator of a `#RRGGBB` field, checked as typed and said in words (the API's own
 * refusal quotes its pattern); `example` ends the sentence ("#1D3557", or a hint beside it).
 */
export function hexFormat(example: string) {
  return (value: string | undefined) => (value && !HEX.test(value) ? `Six hexadecimal digits after #, for example ${example}.` : undefined);
}
