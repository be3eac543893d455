/** The benches' command-line options: `--name value`, else `def`. */
export function arg(name: string, def: string, argv: readonly string[] = process.argv): string {
  const i = argv.indexOf('--' + name);
  return i > 0 ? argv[i + 1] ?? def : def;
}
