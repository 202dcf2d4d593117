// Apart from the fixtures so the load generator, a process of its own, loads nothing else.

/** `prefix` and `n` in base 26 with the letters a–z: a word the fonts can shape, different for every `n`. */
export function newWord(n: number, prefix = ''): string {
  let word = prefix;
  do {
    word += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return word;
}
