import semver from 'semver';
import { sharedSingletons } from '@ceylon/shared/federation';
import { LANGUAGES, LANGUAGE_NAMES } from '@ceylon/shared/languages';
import type { FederationManifest } from './federation-manifest';

/**
 * The singletons every build shares (README, "Architecture"), read from the build's own list so the gate
 * can never check fewer than the builds share; a mismatch in any of them breaks pages at run time.
 */
export const checkedSingletons: readonly string[] = Object.keys(sharedSingletons);

/** Pure: the modules the route table needs from an area that its build does not expose. */
export function missingExposes(needed: readonly string[], manifest: FederationManifest): string[] {
  const exposed = new Set(manifest.exposes);
  return needed.filter((module) => !exposed.has(module));
}

/** How many of a list a message names before it says how many more there are. */
const NAMED = 5;

/**
 * Pure: each language the site has must have every text the build's English has (docs/languages.md),
 * or a page would show the id. A build that lists no texts has none to check.
 */
export function missingTexts(party: Party): string[] {
  const texts = party.manifest.texts;
  if (!texts) return [];
  const english = texts.en ?? [];
  return LANGUAGES.flatMap((language) => {
    const has = new Set(texts[language] ?? []);
    const missing = english.filter((id) => !has.has(id));
    if (missing.length === 0) return [];
    const more = missing.length > NAMED ? ` (and ${missing.length - NAMED} more)` : '';
    return [`${party.label} has no ${LANGUAGE_NAMES[language]} (${language}) text for ${missing.slice(0, NAMED).join(', ')}${more}`];
  });
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
 * Pure: a singleton the area shares must come from the shell. An area has no copy of its own to
 * fall back on (production areas carry none, shared/build/federation.ts), and one that did would
 * bring a second copy of something that must exist once.
 */
export function unprovidedSingletons(area: Party, shell: Party): string[] {
  return checkedSingletons.flatMap((name) =>
    area.manifest.shared.some((shared) => shared.name === name) && !shell.manifest.shared.some((shared) => shared.name === name)
      ? [`${name}: ${area.label} takes it from the shell, ${shell.label} does not share it`]
      : [],
  );
}

/**
 * Pure: for a shared module whose copy is a surface of ours (the router, styled-components), every
 * export the area imports from it must be in the shell's copy, or the page breaks at run time when
 * it uses one. An area built before that module was a surface says nothing of what it imports of
 * it, so it cannot be shown to fit a shell whose copy is a surface.
 */
export function surfaceMismatches(area: Party, shell: Party): string[] {
  const provided = shell.manifest.surfaces?.provides ?? {};
  const problems: string[] = [];
  for (const [key, exported] of Object.entries(provided)) {
    if (!area.manifest.shared.some((shared) => shared.name === key)) continue;
    const uses = area.manifest.surfaces?.uses[key];
    if (uses === undefined) {
      problems.push(
        `${key}: ${shell.label} shares a part of it, and ${area.label} was built before builds listed what they use of it; rebuild it`,
      );
      continue;
    }
    const missing = uses.filter((name) => !exported.includes(name));
    if (missing.length > 0) {
      problems.push(
        `${key}: ${area.label} uses ${missing.join(', ')}, which ${shell.label} does not share (it shares ${exported.join(', ')})`,
      );
    }
  }
  return problems;
}

/**
 * Pure: an area built to run on the shell's federation runtime (it carries none) needs a shell
 * that provides one within its range, and hands it over in the form the area takes it
 * (docs/decisions/0017); without it the area's entry cannot even start.
 */
export function runtimeMismatches(area: Party, shell: Party): string[] {
  const { requires: required, handover: taken = RUNTIME_CORE } = area.manifest.runtime;
  if (required === undefined) return [];
  const { provides: provided, handover: handed = RUNTIME_CORE } = shell.manifest.runtime;
  if (provided === undefined) {
    return [`federation runtime: ${area.label} takes it from the shell (${required}), ${shell.label} does not provide one`];
  }
  if (!fits(provided, required)) return [`federation runtime: ${shell.label} provides ${provided}, ${area.label} requires ${required}`];
  return taken === handed ? [] : [`federation runtime: ${area.label} takes the shell's ${taken}, ${shell.label} hands over its ${handed}`];
}

/** What a shell built under docs/decisions/0013 hands over (its manifest names no `handover`). */
const RUNTIME_CORE = 'runtime-core';

function fits(version: string, range: string): boolean {
  if (range === '' || range === '*') return true;
  return semver.valid(version) !== null && semver.satisfies(version, range, { includePrerelease: true });
}
