// Each import the architecture forbids fails the lint, and the ordinary ones pass. The probes are
// real files written into the real folders (so imports resolve as they would in the code) and
// removed afterwards; only the boundary rules run, without type information, to keep this fast.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBE = '__lint_probe__';
const written = new Set();

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** Writes `files` (path → source, relative to the repo), lints the first, returns its rule ids. */
async function lint(files) {
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(ROOT, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
    written.add(path.join(ROOT, file.split(`/${PROBE}/`)[0], PROBE));
  }
  const [first] = Object.keys(files);
  const [result] = await eslint.lintFiles([path.join(ROOT, first)]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const inFeature = (area, feature, name = 'probe.ts') => `${area}/src/features/${feature}/${PROBE}/${name}`;

after(() => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

describe('forbidden imports fail the lint', () => {
  it('an area importing another area by path', async () => {
    const rules = await lint({
      [inFeature('remote-public', 'auth')]: "export * from '../../../../../remote-customer/src/pages/landing-page';\n",
    });
    assert.ok(rules.includes('import-x/no-restricted-paths'), String(rules));
  });

  it('an area importing another area by package name', async () => {
    const rules = await lint({ [inFeature('remote-public', 'auth')]: "export * from '@ceylon/remote-owner';\n" });
    assert.ok(rules.includes('no-restricted-imports'), String(rules));
  });

  it('an area importing the shell, the API or deploy', async () => {
    for (const target of ['@ceylon/shell', '@ceylon/api', '@ceylon/deploy']) {
      const rules = await lint({ [inFeature('remote-admin', 'users')]: `export * from '${target}';\n` });
      assert.ok(rules.includes('no-restricted-imports'), `${target}: ${String(rules)}`);
    }
  });

  it("an area's pages and features reading the shell's route table, which only its build config and standalone page may", async () => {
    for (const source of [
      "export * from '@ceylon/shell/route-table';\n",
      "export * from '../../../../../shell/src/routes/route-table';\n",
    ]) {
      const rules = await lint({ [inFeature('remote-public', 'auth')]: source });
      assert.ok(
        rules.some((rule) => /no-restricted-(imports|paths)/.test(rule)),
        `${source}: ${String(rules)}`,
      );
    }
  });

  it("an area reaching into shared's folders instead of its entry points", async () => {
    const rules = await lint({ [inFeature('remote-public', 'auth')]: "export * from '../../../../../shared/src/domain';\n" });
    assert.ok(rules.includes('no-restricted-imports'), String(rules));
  });

  it('an area or the shell importing axios instead of reaching the API through @ceylon/shared', async () => {
    for (const file of [inFeature('remote-customer', 'booking-form'), `shell/src/${PROBE}/probe.ts`]) {
      const rules = await lint({ [file]: "export { isAxiosError } from 'axios';\n" });
      assert.ok(rules.includes('no-restricted-imports'), `${file}: ${String(rules)}`);
    }
  });

  it('an area or the shell importing TanStack Query instead of the one copy in @ceylon/shared', async () => {
    for (const file of [inFeature('remote-public', 'auth'), `shell/src/${PROBE}/probe.ts`]) {
      const rules = await lint({ [file]: "export { useQuery } from '@tanstack/react-query';\n" });
      assert.ok(rules.includes('no-restricted-imports'), `${file}: ${String(rules)}`);
    }
  });

  it("browser code importing react-router itself instead of the shared 'react-router-dom'", async () => {
    for (const file of [inFeature('remote-owner', 'hotels'), `shell/src/${PROBE}/probe.ts`, `shared/src/${PROBE}/probe.ts`]) {
      const rules = await lint({ [file]: "export { useMatch } from 'react-router';\n" });
      assert.ok(rules.includes('no-restricted-imports'), `${file}: ${String(rules)}`);
    }
  });

  it("browser code naming styled-components' files instead of the shared 'styled-components'", async () => {
    for (const file of [inFeature('remote-public', 'auth'), `shell/src/${PROBE}/probe.ts`, `shared/src/${PROBE}/probe.ts`]) {
      const rules = await lint({ [file]: "export { css } from 'styled-components/dist/styled-components.browser.esm.js';\n" });
      assert.ok(rules.includes('no-restricted-imports'), `${file}: ${String(rules)}`);
    }
  });

  it('shared code bundled into the areas reaching the singleton by a relative path', async () => {
    const rules = await lint({ [`shared/src/ui/date-range/${PROBE}/probe.ts`]: "export { Modal } from '../../modal';\n" });
    assert.ok(rules.includes('@typescript-eslint/no-restricted-imports'), String(rules));
  });

  it('shared importing an app', async () => {
    const rules = await lint({ [`shared/src/${PROBE}/probe.ts`]: "export * from '../../../shell/src/routes/route-table';\n" });
    assert.ok(rules.includes('import-x/no-restricted-paths'), String(rules));
  });

  it('deploy reaching into the shell by path instead of its declared entry', async () => {
    const rules = await lint({ [`deploy/src/${PROBE}/probe.ts`]: "export * from '../../../shell/src/routes/route-table';\n" });
    assert.ok(rules.includes('no-restricted-imports'), String(rules));
  });

  it('a feature importing another feature', async () => {
    const rules = await lint({ [inFeature('remote-public', 'auth')]: "export * from '../../contact/hooks/use-send-message';\n" });
    assert.ok(rules.includes('import-x/no-restricted-paths'), String(rules));
  });

  it('a feature importing a page', async () => {
    const rules = await lint({ [inFeature('remote-public', 'auth')]: "export { default } from '../../../pages/login-page';\n" });
    assert.ok(rules.includes('import-x/no-restricted-paths'), String(rules));
  });

  it('browser code importing a contract or TypeBox as a value', async () => {
    const probes = {
      [inFeature('remote-owner', 'my-hotels')]: "export { HotelSchema } from '@ceylon/shared/contracts';\n",
      [inFeature('remote-admin', 'users')]: "import { Type } from 'typebox';\nexport const probe = Type.String();\n",
      [inFeature('remote-public', 'auth')]: "export { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';\n",
      [`shell/src/${PROBE}/probe.ts`]: "export { isClientErrorReport } from '@ceylon/shared/contracts';\n",
      [`shared/src/${PROBE}/probe.ts`]: "import { UserSchema } from '../contracts';\nexport const probe = UserSchema;\n",
    };
    for (const [file, source] of Object.entries(probes)) {
      const rules = await lint({ [file]: source });
      assert.ok(rules.includes('@typescript-eslint/no-restricted-imports'), `${file}: ${String(rules)}`);
    }
  });

  it("an API repository importing a route, a service or a module's use case", async () => {
    const probes = {
      [`api/src/repositories/${PROBE}/probe.ts`]: "export { default } from '../../routes/bookings/index';\n",
      [`api/src/repositories/${PROBE}/service.ts`]: "export { closeAccount } from '../../services/accounts';\n",
      [`api/src/bookings/${PROBE}/probe-repository.ts`]: "export { bookStay } from '../book-stay';\n",
      [`api/src/repositories/${PROBE}/photos.ts`]: "export { createHotelPhotos } from '../../photos/hotel-photos';\n",
    };
    for (const [file, source] of Object.entries(probes)) {
      const rules = await lint({ [file]: source });
      assert.ok(rules.includes('import-x/no-restricted-paths'), `${file}: ${String(rules)}`);
    }
  });

  it("an API route importing another route's files", async () => {
    const probes = {
      [`api/src/routes/bookings/${PROBE}/probe.ts`]: "export { encodeCursor } from '../../hotels/search-cursor';\n",
      [`api/src/routes/hotels/${PROBE}/probe.ts`]: "export { default } from '../../bookings/index';\n",
    };
    for (const [file, source] of Object.entries(probes)) {
      const rules = await lint({ [file]: source });
      assert.ok(rules.includes('import-x/no-restricted-paths'), `${file}: ${String(rules)}`);
    }
  });

  it('API code outside the services opening a transaction, or a route reaching inTransaction', async () => {
    const opens = "import type { Kysely } from 'kysely';\nexport const probe = (db: Kysely<object>) => db.transaction();\n";
    for (const file of [`api/src/routes/${PROBE}/probe.ts`, `api/src/repositories/${PROBE}/probe.ts`, `api/src/photos/${PROBE}/probe.ts`]) {
      const rules = await lint({ [file]: opens });
      assert.ok(rules.includes('no-restricted-syntax'), `${file}: ${String(rules)}`);
    }
    const route = await lint({ [`api/src/routes/${PROBE}/probe.ts`]: "export { inTransaction } from '../../services/in-transaction';\n" });
    assert.ok(route.includes('import-x/no-restricted-paths'), String(route));
  });

  it('a cycle', async () => {
    const rules = await lint({
      [`shared/src/${PROBE}/a.ts`]: "import { b } from './b';\nexport const a = () => b();\n",
      [`shared/src/${PROBE}/b.ts`]: "import { a } from './a';\nexport const b = () => a;\n",
    });
    assert.ok(rules.includes('import-x/no-cycle'), String(rules));
  });

  it('product code importing the test helpers', async () => {
    const probes = {
      [inFeature('remote-customer', 'my-bookings')]: "export { makeBooking } from '@ceylon/shared/testing';\n",
      [`shell/src/${PROBE}/probe.tsx`]: "export const probe = () => import('@ceylon/shared/testing');\n",
      [`api/src/${PROBE}/probe.ts`]: "export * from '@ceylon/shared/testing';\n",
      [`shared/src/${PROBE}/probe.ts`]: "import { makeHotel } from '../testing';\nexport const probe = makeHotel();\n",
    };
    for (const [file, source] of Object.entries(probes)) {
      const rules = await lint({ [file]: source });
      assert.ok(rules.includes('no-restricted-syntax'), `${file}: ${String(rules)}`);
    }
  });
});

describe('ordinary imports pass', () => {
  it('an area using @ceylon/shared and its own feature', async () => {
    const rules = await lint({
      [inFeature('remote-public', 'auth')]: "export { useSession } from '@ceylon/shared';\nexport * from '../hooks/use-login';\n",
    });
    assert.deepEqual(rules, []);
  });

  it('browser code importing contract types, and the contracts using TypeBox', async () => {
    const area = await lint({
      [inFeature('remote-owner', 'my-hotels')]:
        "import type { Static } from 'typebox';\nimport { type HotelSchema } from '@ceylon/shared/contracts';\nexport type Probe = Static<typeof HotelSchema>;\n",
    });
    assert.deepEqual(area, []);
    const contracts = await lint({
      [`shared/src/contracts/${PROBE}/probe.ts`]: "import { Type } from 'typebox';\nexport const probe = Type.String();\n",
    });
    assert.deepEqual(contracts, []);
    const shell = await lint({
      [`shell/src/${PROBE}/probe.ts`]: "export { RemotesManifestSchema } from '@ceylon/shared/contracts/remotes-manifest';\n",
    });
    assert.deepEqual(shell, []);
  });

  it("shared code bundled into the areas taking the rest of shared from '@ceylon/shared', and types by path", async () => {
    const rules = await lint({
      [`shared/src/ui/date-range/${PROBE}/probe.ts`]:
        "import type { NightAvailability } from '../../../domain/types';\nexport { Modal } from '@ceylon/shared';\nexport type Probe = NightAvailability;\n",
    });
    assert.deepEqual(rules, []);
  });

  it("an area using the router through 'react-router-dom', and the router's surface using react-router", async () => {
    assert.deepEqual(await lint({ [inFeature('remote-owner', 'hotels')]: "export { Link } from 'react-router-dom';\n" }), []);
    const [result] = await eslint.lintFiles([path.join(ROOT, 'shared/src/federation/router-surface.ts')]);
    assert.deepEqual(result.messages, []);
  });

  it('deploy using the route table through @ceylon/shell/route-table', async () => {
    const rules = await lint({ [`deploy/src/${PROBE}/probe.ts`]: "export { modulesNeededBy } from '@ceylon/shell/route-table';\n" });
    assert.deepEqual(rules, []);
  });

  it("each area's build config and standalone page reading the shell's route table", async () => {
    for (const area of ['remote-public', 'remote-customer', 'remote-owner', 'remote-admin']) {
      const files = [`${area}/module-federation.config.ts`, `${area}/src/bootstrap.tsx`].map((file) => path.join(ROOT, file));
      for (const result of await eslint.lintFiles(files)) assert.deepEqual(result.messages, [], result.filePath);
    }
  });

  it('API services opening transactions through inTransaction, and repositories using each other', async () => {
    const service = await lint({
      [`api/src/services/${PROBE}/probe.ts`]:
        "import { inTransaction } from '../in-transaction';\nimport { createUsersRepository } from '../../repositories/users-repository';\nexport { inTransaction, createUsersRepository };\n",
    });
    assert.deepEqual(service, []);
    const repository = await lint({
      [`api/src/bookings/${PROBE}/probe-repository.ts`]:
        "export { newBookingReference } from '../booking-reference';\nexport { takeRooms } from '../inventory-repository';\nexport { lockHotel } from '../../repositories/hotels-repository';\n",
    });
    assert.deepEqual(repository, []);
    const [helper] = await eslint.lintFiles([path.join(ROOT, 'api/src/services/in-transaction.ts')]);
    assert.deepEqual(helper.messages, []);
  });

  it('an API route using its own files, the helpers beside the route folders and the modules outside routes/', async () => {
    const rules = await lint({
      [`api/src/routes/hotels/${PROBE}/probe.ts`]:
        "export { encodeCursor } from '../search-cursor';\nexport { encodeCursorText } from '../../cursor-text';\nexport { sendBookingsCsv } from '../../../bookings/bookings-export';\nexport { withReviews } from '../../../reviews/present-review';\n",
    });
    assert.deepEqual(rules, []);
  });

  it('tests and test helpers using the test helpers', async () => {
    const probes = {
      [inFeature('remote-customer', 'my-bookings', 'probe.test.tsx')]: "export { makeBooking } from '@ceylon/shared/testing';\n",
      [`shell/src/${PROBE}/test/probe.tsx`]: "export { signInAs } from '@ceylon/shared/testing';\n",
      [`shared/src/${PROBE}/probe.test.ts`]: "export { makeHotel } from '../testing';\n",
    };
    for (const [file, source] of Object.entries(probes)) assert.deepEqual(await lint({ [file]: source }), [], file);
  });
});
