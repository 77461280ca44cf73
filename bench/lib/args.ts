/** A bench script's `--name=value` option (everything after the first `=`), or undefined. */
export const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Whether a bench script was given `--name`. */
export const flag = (name: string): boolean => process.argv.includes(`--${name}`);
