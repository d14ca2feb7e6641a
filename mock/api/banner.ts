/** What `npm start` and `npm run preview` print under Vite's URLs: where to go and who to be. */
export function demoBanner(port: number | undefined, base: string): string {
  const at = (host: string) => `http://${host}:${port ?? 5173}${base}`;
  return [
    '',
    '  CEM console on the embedded mock backend',
    `  ➜  ${at('localhost')}   (tenant 能碳云, Chinese)`,
    `  ➜  ${at('127.0.0.1')}   (tenant GreenGrid, English)`,
    '',
    '  Demo accounts: admin / admin123 (every module, many stores)',
    '                 operator / operator123 (one business, one store)',
    '                 maintainer / maintainer123, viewer / viewer123, ggadmin / greengrid123',
    `  Token login:   ${at('localhost')}login?token=demo-admin-token`,
    '',
  ].join('\n');
}
