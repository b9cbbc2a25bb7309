import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../repo-root';
import { drillAddresses, drillHaproxyConfig, serverNames } from './haproxy';

const committed = readFileSync(path.join(repoRoot, 'deploy/haproxy/two-servers.cfg'), 'utf8');

describe("the drill's HAProxy configuration", () => {
  test('is the committed one with a stats socket, every other line as committed; the addresses come from the environment', () => {
    const config = drillHaproxyConfig(committed, '/tmp/drill/haproxy.sock');
    expect(config).toMatch(/^global\n.*\n\s*stats socket \/tmp\/drill\/haproxy\.sock mode 600 level admin$/m);
    const unchanged = (text: string) => text.split('\n').filter((line) => !/stats socket|Added by the drill/.test(line));
    expect(unchanged(config)).toEqual(unchanged(committed));
    expect(serverNames(config)).toEqual(['one', 'two']);
    expect(drillAddresses({ balancer: 8160, servers: [8161, 8162] })).toEqual({
      SITE_BIND: '127.0.0.1:8160',
      SERVER_ONE: '127.0.0.1:8161',
      SERVER_TWO: '127.0.0.1:8162',
    });
  });

  test('refuses a configuration that no longer takes its addresses from the environment', () => {
    const oneServer = committed.replace(/^\s*server two .*$/m, '');
    expect(() => drillHaproxyConfig(oneServer, '/tmp/s')).toThrow(/SITE_BIND, SERVER_ONE and SERVER_TWO/);
  });
});
