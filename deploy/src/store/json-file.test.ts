import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { statedJsonFile } from './json-file';
import { tempDir } from './testing/fake-dist';

async function setUp() {
  const file = path.join(await tempDir('stated-json'), 'active.json');
  return { file, reader: statedJsonFile<Record<string, string>>(file, {}) };
}

test('a file not written yet reads as the fallback, and its first write is read', async () => {
  const { file, reader } = await setUp();
  expect(await reader.read()).toEqual({});
  await writeFileAtomic(file, JSON.stringify({ public: 'v1' }));
  expect(await reader.read()).toEqual({ public: 'v1' });
});

test("another process's write is read on the next ask, however little the file changed", async () => {
  const { file, reader } = await setUp();
  await writeFileAtomic(file, JSON.stringify({ public: 'v1' }));
  expect(await reader.read()).toEqual({ public: 'v1' });
  // Same size, written within the same moment: a new file all the same (write-file-atomic renames).
  await writeFileAtomic(file, JSON.stringify({ public: 'v2' }));
  expect(await reader.read()).toEqual({ public: 'v2' });
  // Written in place, longer.
  await writeFile(file, JSON.stringify({ public: 'v3', shell: 's1' }));
  expect(await reader.read()).toEqual({ public: 'v3', shell: 's1' });
});

test('each caller gets its own copy to change', async () => {
  const { file, reader } = await setUp();
  await writeFileAtomic(file, JSON.stringify({ public: 'v1' }));
  const [first, second] = await Promise.all([reader.read(), reader.read()]);
  first.public = 'changed';
  expect(second).toEqual({ public: 'v1' });
  expect(await reader.read()).toEqual({ public: 'v1' });
});

test('after a write of its own the file is read again, even one a stat cannot tell from the one before', async () => {
  const { file, reader } = await setUp();
  await writeFile(file, JSON.stringify({ public: 'v1' }));
  await utimes(file, 1000, 1000);
  expect(await reader.read()).toEqual({ public: 'v1' });
  // The same file, size and modification time: nothing a stat sees changed.
  await writeFile(file, JSON.stringify({ public: 'v2' }));
  await utimes(file, 1000, 1000);
  expect(await reader.read()).toEqual({ public: 'v1' });
  reader.changed();
  expect(await reader.read()).toEqual({ public: 'v2' });
});

test('an unreadable file is an error naming it, not a fallback', async () => {
  const { file, reader } = await setUp();
  await writeFile(file, '{ not json');
  await expect(reader.read()).rejects.toThrow(file);
});
