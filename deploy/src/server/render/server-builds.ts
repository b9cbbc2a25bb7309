import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { ComponentType } from 'react';
import type { PagePlan, RenderedPage, RenderInput, SendToApi } from '@ceylon/shell/server';
import { SERVER_BUILD_DIR, SERVER_BUILD_FILE } from '@ceylon/shared/contracts/server-build';
import type { Area } from '@ceylon/shared/apps';

/** What a shell's server build exports (shell/src/server.tsx). */
export interface ShellServerBuild {
  shared: Record<string, unknown>;
  planPage(pathname: string): PagePlan;
  renderPage(input: RenderInput): Promise<RenderedPage>;
  connectApi(send: SendToApi): void;
}

/** What an area's server build exports: its exposed modules by exposed name (shared/build/server-webpack.ts). */
export interface AreaServerBuild {
  pages: Record<string, { default?: ComponentType; prefetch?: unknown } | undefined>;
}

export function serverBuildFile(versionDir: string): string {
  return path.join(versionDir, SERVER_BUILD_DIR, SERVER_BUILD_FILE);
}

/**
 * Evaluates one server build as a CommonJS module of its own: not through `require`, whose cache
 * would keep every version ever loaded for the life of the process, so a build nothing holds any
 * more is collected like any other object (docs/decisions/0020).
 */
async function evaluate(file: string, requireShared: (name: string) => unknown): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
  }) as (exports: object, require: (name: string) => unknown, module: { exports: object }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

/** A shell's build: it bundles what it needs, and may use Node's own modules (react-dom/server streams). */
export async function loadShellBuild(versionDir: string): Promise<ShellServerBuild> {
  const file = serverBuildFile(versionDir);
  const nodeRequire = createRequire(file);
  const exported = (await evaluate(file, (name) => {
    if (!isBuiltin(name)) throw new Error(`The shell's server build asks for ${name}, which it should bundle`);
    return nodeRequire(name);
  })) as Partial<ShellServerBuild>;
  if (
    typeof exported.renderPage !== 'function' ||
    typeof exported.planPage !== 'function' ||
    typeof exported.connectApi !== 'function' ||
    typeof exported.shared !== 'object'
  ) {
    throw new Error(`${file} is not a shell server build (no planPage, renderPage, connectApi and shared)`);
  }
  return exported as ShellServerBuild;
}

/** An area's build, on one shell's shared modules: what it asks for must be one of them. */
export async function loadAreaBuild(area: Area, versionDir: string, shell: ShellServerBuild): Promise<AreaServerBuild> {
  const file = serverBuildFile(versionDir);
  const exported = (await evaluate(file, (name) => {
    if (!(name in shell.shared)) throw new Error(`The ${area} area's server build asks for ${name}, which the shell does not share`);
    return shell.shared[name];
  })) as Partial<AreaServerBuild>;
  if (typeof exported.pages !== 'object' || exported.pages === null) throw new Error(`${file} is not an area server build (no pages)`);
  return exported as AreaServerBuild;
}
