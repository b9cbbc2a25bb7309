import semver from 'semver';
import { sharedSingletons } from '@ceylon/shared/federation';
import type { FederationManifest } from './federation-manifest';

/**
 * The singletons every build shares (DESIGN.md §2), read from the build's own list so the gate
 * can never check fewer than the builds share; a mismatch in any of them breaks pages at run time.
 */
export const checkedSingletons: readonly string[] = Object.keys(sharedSingletons);

/** Pure: the modules the route table needs from an area that its build does not expose. */
export function missingExposes(needed: readonly string[], manifest: FederationManifest): string[] {
  const exposed = new Set(manifest.exposes);
  return needed.filter((module) => !exposed.has(module));
}

export interface Party {
  /** How messages name it, e.g. `public 2026-…` or `the active shell 2026-…`. */
  label: string;
  manifest: FederationManifest;
}

/**
 * Pure: every checked singleton both sides declare must fit both ways. With singletons, whichever
 * side loads first provides the one copy, so each side's version must satisfy the other's range.
 */
export function singletonMismatches(a: Party, b: Party): string[] {
  const problems: string[] = [];
  for (const name of checkedSingletons) {
    const ours = a.manifest.shared.find((shared) => shared.name === name);
    const theirs = b.manifest.shared.find((shared) => shared.name === name);
    if (!ours || !theirs) continue;
    for (const [provider, consumer] of [
      [ours, theirs],
      [theirs, ours],
    ] as const) {
      if (!fits(provider.version, consumer.requiredVersion)) {
        const [from, to] = provider === ours ? [a.label, b.label] : [b.label, a.label];
        problems.push(`${name}: ${from} provides ${provider.version || '(no version)'}, ${to} requires ${consumer.requiredVersion}`);
      }
    }
  }
  return problems;
}

/**
 * Pure: an area built to run on the shell's federation runtime (it carries none) needs a shell
 * that provides one within its range; without it the area's entry cannot even start.
 */
export function runtimeMismatches(area: Party, shell: Party): string[] {
  const required = area.manifest.runtime.requires;
  if (required === undefined) return [];
  const provided = shell.manifest.runtime.provides;
  if (provided === undefined) {
    return [`federation runtime: ${area.label} takes it from the shell (${required}), ${shell.label} does not provide one`];
  }
  return fits(provided, required) ? [] : [`federation runtime: ${shell.label} provides ${provided}, ${area.label} requires ${required}`];
}

function fits(version: string, range: string): boolean {
  if (range === '' || range === '*') return true;
  return semver.valid(version) !== null && semver.satisfies(version, range, { includePrerelease: true });
}
