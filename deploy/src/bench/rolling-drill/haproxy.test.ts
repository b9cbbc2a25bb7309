import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../repo-root';
import { drillHaproxyConfig, serverNames } from './haproxy';

const committed = readFileSync(path.join(repoRoot, 'deploy/haproxy/two-servers.cfg'), 'utf8');

describe("the drill's HAProxy configuration", () => {
  test('is the committed one with its own ports and a stats socket, every other line as committed', () => {
    const config = drillHaproxyConfig(committed, { balancer: 8160, servers: [8161, 8162] }, '/tmp/drill/haproxy.sock');
    expect(config).toMatch(/^\s*bind 127\.0\.0\.1:8160$/m);
    expect(config).toMatch(/^\s*server one 127\.0\.0\.1:8161 check$/m);
    expect(config).toMatch(/^\s*server two 127\.0\.0\.1:8162 check$/m);
    expect(config).toMatch(/^global\n.*\n\s*stats socket \/tmp\/drill\/haproxy\.sock mode 600 level admin$/m);
    const unchanged = (text: string) => text.split('\n').filter((line) => !/127\.0\.0\.1:|stats socket|Added by the drill/.test(line));
    expect(unchanged(config)).toEqual(unchanged(committed));
    expect(serverNames(config)).toEqual(['one', 'two']);
  });

  test('refuses a configuration that no longer has one bind and two servers', () => {
    const oneServer = committed.replace(/^\s*server two .*$/m, '');
    expect(() => drillHaproxyConfig(oneServer, { balancer: 1, servers: [2, 3] }, '/tmp/s')).toThrow(
      /two `server <name> 127\.0\.0\.1:<port>`/,
    );
  });
});
