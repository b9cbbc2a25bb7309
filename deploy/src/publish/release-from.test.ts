import { mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fakeDist } from '../store/testing/fake-dist';
import { ReleaseRefused } from '../verify';
import { BuildRefused } from './archive';
import { releaseFrom } from './release-from';
import { archiveFile, rawTar, rawTgz, tgzOf } from './testing/archives';
import { liveSite, publicDist, snapshot, testLimits } from './testing/published-site';

const limits = testLimits;

describe('a team releases a build made elsewhere', () => {
  test('from a dist folder: stored, checked and activated, the history naming where it came from', async () => {
    const { store, publicV1 } = await liveSite();
    const outcome = await releaseFrom(store, 'public', await publicDist('folder'), { command: 'release public --from dist', limits });
    expect(outcome).toMatchObject({ app: 'public', changed: true, from: publicV1, reused: false });
    expect((await store.readActive()).public).toBe(outcome.to);
    expect((await store.readHistory()).at(-1)).toMatchObject({
      app: 'public',
      from: publicV1,
      to: outcome.to,
      command: 'release public --from dist',
    });
  });

  test('from a .tgz of the dist, or of a folder holding it: the same build, stored once', async () => {
    const { store } = await liveSite();
    const dist = await publicDist('archived');
    const first = await releaseFrom(store, 'public', await tgzOf(dist), { command: 'release public --from build.tgz', limits });
    expect(first.changed).toBe(true);
    expect(await readFile(path.join(store.versionDir('public', first.to), 'remoteEntry.js'), 'utf8')).toBe('/* archived */');

    const nested = await releaseFrom(store, 'public', await tgzOf(dist, { topFolder: 'dist' }), { command: 'again', limits });
    expect(nested).toMatchObject({ changed: false, reused: true, to: first.to });
  });

  test("the archive's file modes are not kept: files are 644 and folders 755 in the store", async () => {
    const { store } = await liveSite();
    const dist = await publicDist('modes');
    const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
    const archive = rawTgz([
      { path: 'js/', type: 'Directory', mode: 0o777 },
      { path: 'js/lazy.js', body: 'x', mode: 0o4755 },
      ...(await Promise.all(files.map(async (name) => ({ path: name, body: await readFile(path.join(dist, name), 'utf8'), mode: 0o600 })))),
    ]);
    const { to } = await releaseFrom(store, 'public', await archiveFile(archive), { command: 'x', limits });
    const mode = async (name: string) => (await stat(path.join(store.versionDir('public', to), name))).mode & 0o7777;
    expect({ folder: await mode('js'), file: await mode('js/lazy.js'), entry: await mode('remoteEntry.js') }).toEqual({
      folder: 0o755,
      file: 0o644,
      entry: 0o644,
    });
  });

  test('a build the gate refuses is not activated: the same gate as every release', async () => {
    const { store, publicV1 } = await liveSite();
    const refused = await releaseFrom(store, 'public', await tgzOf(await publicDist('no-login', { without: './Login' })), {
      command: 'release public --from build.tgz',
      limits,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReleaseRefused);
    expect((refused as ReleaseRefused).problems).toEqual([
      expect.stringMatching(/does not expose \.\/Login, which the shell's route table needs/),
      expect.stringMatching(/server build has no page \.\/Login, which the server renders/),
    ]);
    expect((await store.readActive()).public).toBe(publicV1);
  });

  test('a path that does not exist is a failure, not a refusal', async () => {
    const { store } = await liveSite();
    await expect(releaseFrom(store, 'public', '/nowhere/build.tgz', { command: 'x', limits })).rejects.toThrow(
      'Cannot release from /nowhere/build.tgz: there is no such file or folder.',
    );
  });
});

describe('an unsafe or malformed build is refused with its reason, and nothing is stored', () => {
  const entry = { path: 'remoteEntry.js', body: '/* entry */' };
  const truncatedGzip = rawTgz([entry, { path: 'main.js', body: 'x'.repeat(2000) }]);

  const archives: [string, () => Buffer, RegExp][] = [
    [
      'a path escaping the archive',
      () => rawTgz([entry, { path: '../outside.js', body: 'x' }]),
      /"\.\.\/outside\.js" points outside the archive \(\.\.\)/,
    ],
    [
      'a path escaping further in',
      () => rawTgz([entry, { path: 'js/../../outside.js', body: 'x' }]),
      /"js\/\.\.\/\.\.\/outside\.js" points outside/,
    ],
    ['an absolute path', () => rawTgz([entry, { path: '/etc/cron.d/x', body: 'x' }]), /"\/etc\/cron\.d\/x" is an absolute path/],
    [
      'a symbolic link',
      () => rawTgz([entry, { path: 'main.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }]),
      /"main\.js" is a symbolic link/,
    ],
    ['a hard link', () => rawTgz([entry, { path: 'main.js', type: 'Link', linkpath: 'remoteEntry.js' }]), /"main\.js" is a hard link/],
    ['a device', () => rawTgz([entry, { path: 'tty', type: 'CharacterDevice' }]), /"tty" is a device/],
    [
      'a file over the limit',
      () => rawTgz([entry, { path: 'big.js', body: 'x'.repeat(4097) }]),
      /"big\.js" is 4,097 bytes, more than the 4,096 bytes one file may be/,
    ],
    ['a header claiming a huge file', () => rawTgz([entry, { path: 'big.js', size: 5_000_000_000, body: 'x' }]), /"big\.js" is 4768\.4 MB/],
    [
      'more unpacked bytes than allowed',
      () => rawTgz([entry, ...[1, 2, 3].map((n) => ({ path: `part${n}.js`, body: 'x'.repeat(3000) }))]),
      /it unpacks to more than 8,192 bytes/,
    ],
    [
      'too many files',
      () => rawTgz([entry, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ path: `f${n}.js`, body: 'x' }))]),
      /it has more than 8 files and folders/,
    ],
    ['an archive over the limit', () => randomish(70 * 1024), /the archive is 71,680 bytes, more than the 65,536 bytes allowed/],
    [
      'not an archive at all',
      () => Buffer.from('PK\u0003\u0004 a zip file, say'),
      /it is not a gzip-compressed tar archive \(\.tgz or \.tar\.gz\)/,
    ],
    [
      'gzip of something that is not tar',
      () => gzipSync('console.log("just a script")'.repeat(40)),
      /its tar data is not valid \(checksum failure\)/,
    ],
    [
      'a truncated gzip',
      () => truncatedGzip.subarray(0, truncatedGzip.length - 20),
      /the archive is cut short \(its gzip data ends early\)/,
    ],
    [
      'a tar cut off inside its first file',
      () => gzipSync(rawTar([{ path: 'remoteEntry.js', body: 'x'.repeat(1500) }]).subarray(0, 900)),
      /not a \(whole\) tar archive/,
    ],
    [
      'a tar cut off inside a later file',
      () => gzipSync(rawTar([entry, { path: 'main.js', body: 'x'.repeat(3000) }]).subarray(0, 2048)),
      /the gzip data inside is not a \(whole\) tar archive/,
    ],
    ['a gzip inside the gzip', () => gzipSync(rawTgz([entry])), /it is compressed twice/],
    [
      'zeros that inflate past any build',
      () => gzipSync(Buffer.concat([rawTar([entry]), Buffer.alloc(2_000_000)])),
      /it inflates to more than/,
    ],
    [
      'no entry file at the root or in a single folder',
      () =>
        rawTgz([
          { path: 'a/remoteEntry.js', body: 'x' },
          { path: 'b/x.js', body: 'x' },
        ]),
      /there is no "remoteEntry\.js" in the archive's root or in a single folder inside it/,
    ],
  ];

  test.each(archives)('%s', async (_name, bytes, reason) => {
    const { store } = await liveSite();
    const before = await snapshot(store);
    const refused = await releaseFrom(store, 'public', await archiveFile(bytes()), { command: 'x', limits }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BuildRefused);
    expect((refused as BuildRefused).message).toMatch(reason);
    expect((refused as BuildRefused).message).toMatch(/^The build was refused, and nothing was stored: /);
    expect(await snapshot(store)).toEqual(before);
  });

  test('a folder holding a symbolic link, or too many files', async () => {
    const { store } = await liveSite();
    const before = await snapshot(store);
    const linked = await publicDist('linked');
    await symlink('/etc/passwd', path.join(linked, 'passwd.js'));
    await expect(releaseFrom(store, 'public', linked, { command: 'x', limits })).rejects.toThrow(/"passwd\.js" is a symbolic link/);

    const crowded = await publicDist('crowded');
    await mkdir(path.join(crowded, 'js'));
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await writeFile(path.join(crowded, 'js', `${n}.js`), 'x');
    await expect(releaseFrom(store, 'public', crowded, { command: 'x', limits })).rejects.toThrow(/it has more than 8 files and folders/);

    const unbuilt = await fakeDist({ 'README.md': 'not a dist' });
    await expect(releaseFrom(store, 'public', unbuilt, { command: 'x', limits })).rejects.toThrow(
      /there is no "remoteEntry\.js" in the folder/,
    );
    expect(await snapshot(store)).toEqual(before);
  });
});

/** Bytes that start like gzip but do not compress: an archive only its size refuses. */
function randomish(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes[0] = 0x1f;
  bytes[1] = 0x8b;
  for (let i = 2; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
  return bytes;
}
