// One Jest run for every package: browser code in jsdom, server code in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const browser = (name, roots) => ({
  ...base,
  displayName: name,
  roots,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts', '<rootDir>/jest.setup-i18n.ts'],
  testMatch: ['**/*.test.ts?(x)'],
  // The shell checks /remotes.json against a TypeBox schema; typebox and content-disposition (the
  // bookings export's file name) ship only ES modules.
  transform: { ...base.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|content-disposition)/)'],
  // Font files are URLs to the code that uses them (shared/build/font-rule.ts).
  // A part of a catalog (`en.json?page=home`, `?without=first`: cut by the builds' loader) is the
  // whole catalog in tests, but for @ceylon/shared's first English, which is as the builds cut it.
  moduleNameMapper: {
    '\\.woff2$': '<rootDir>/jest.asset-stub.js',
    '^(?:\\.\\./)+locales/en\\.json\\?page=first$': '<rootDir>/jest.shared-first.ts',
    '^(.+/locales/en\\.json)\\?(?:page|without)=[\\w,-]+$': '$1',
  },
});

module.exports = {
  // A test that passes takes what it takes on a loaded CI machine; the limit is for ones that hang.
  testTimeout: 60_000,
  projects: [
    browser('web', [
      '<rootDir>/shared/src',
      '<rootDir>/shell/src',
      '<rootDir>/remote-public/src',
      '<rootDir>/remote-customer/src',
      '<rootDir>/remote-owner/src',
      '<rootDir>/remote-admin/src',
    ]),
    {
      ...base,
      displayName: 'server',
      // shared/build is the webpack factory: Node code, tested in Node.
      roots: ['<rootDir>/api/src', '<rootDir>/deploy/src', '<rootDir>/shared/build'],
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts'],
      // One initialised, migrated and seeded PGlite, dumped for every test file to load.
      globalSetup: '<rootDir>/api/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test/global-teardown.ts',
      // typebox, content-disposition and cookie (under Fastify's static files and inject), p-limit and
      // its yocto-queue, and request-filtering-agent ship only ES modules, and PGlite's CommonJS build and @fastify/cookie load modules
      // with import(), which Jest's VM refuses; compiling them to CommonJS like our own code (import()
      // becomes require()) fixes both.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(mjs|cjs)$': swc },
      transformIgnorePatterns: [
        '/node_modules/(?!(typebox|@electric-sql/pglite|content-disposition|cookie|@fastify/cookie|p-limit|yocto-queue|request-filtering-agent)/)',
      ],
    },
  ],
};
