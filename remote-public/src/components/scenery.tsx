import { useId } from 'react';
import styled from 'styled-components';

/** Kinds of landscape the site draws for its own pictures (no external images). */
export type Scene = 'hills' | 'city' | 'fort' | 'beach' | 'safari' | 'temple' | 'rock' | 'tea' | 'stupa';

interface Palette {
  sky: [string, string];
  far: string;
  near: string;
  sun: string;
}

const palettes: Record<Scene, Palette> = {
  hills: { sky: ['#1e5f74', '#f4b860'], far: '#2f6b4f', near: '#174532', sun: '#ffd27a' },
  city: { sky: ['#1b2a49', '#e07a5f'], far: '#3d405b', near: '#22223b', sun: '#f2cc8f' },
  fort: { sky: ['#3a86a8', '#f6d7a7'], far: '#c08552', near: '#7c4a2d', sun: '#fff1c1' },
  beach: { sky: ['#0077b6', '#90e0ef'], far: '#00b4d8', near: '#f1d6a1', sun: '#ffe08a' },
  safari: { sky: ['#d96c2c', '#f7c873'], far: '#8a6a3b', near: '#4e3b1f', sun: '#fff0b3' },
  temple: { sky: ['#52307c', '#f29e4c'], far: '#6b4a7e', near: '#2e1f3e', sun: '#ffd98e' },
  rock: { sky: ['#2a6f97', '#f9c74f'], far: '#7a5c3c', near: '#1f4d2b', sun: '#fff3b0' },
  tea: { sky: ['#4d908e', '#f9e0ae'], far: '#43aa8b', near: '#277148', sun: '#fff7d6' },
  stupa: { sky: ['#355070', '#eaac8b'], far: '#6d597a', near: '#2b2d42', sun: '#fbe7c6' },
};

function Landmark({ scene, colour }: { scene: Scene; colour: string }) {
  switch (scene) {
    case 'city':
      return <path fill={colour} d="M60 200h30v-70h20v70h20v-110h30v110h25v-60h25v60h30v-90h18v90h32v-50h30v50h80v60H60z" />;
    case 'fort':
      return <path fill={colour} d="M250 200v-60h12v-12h12v12h12v-12h12v12h12v60zM282 128v-28l10-12 10 12v28z" />;
    case 'beach':
      return (
        <path
          fill={colour}
          d="M86 220c8-40 20-78 40-100-16 4-34 2-48-6 14-2 28 0 40 6-6-14-18-24-32-28 18 0 30 10 36 24 4-14 16-22 30-22-14 8-20 18-22 30 14-8 30-8 44 0-16-2-30 2-40 12-16 24-26 54-32 84z"
        />
      );
    case 'safari':
      return (
        <path
          fill={colour}
          d="M250 196c6-14 20-18 34-16l8-12 4 10c14 2 26 8 30 18l8 4-10 2v10h-8v-8h-44v8h-8v-8l-18-2zM120 198l10-60h6l10 60zm-20-50c16-10 36-10 52 0-16 2-36 2-52 0z"
        />
      );
    case 'temple':
      return <path fill={colour} d="M170 200v-40h60v40zM160 160l40-36 40 36zM190 124l10-22 10 22zM150 206h100v8H150z" />;
    case 'rock':
      return <path fill={colour} d="M140 200c0-50 10-92 40-104 34-12 62 4 74 30 8 20 10 48 10 74z" />;
    case 'tea':
      return <path fill={colour} d="M0 190q50-16 100 0t100 0 100 0 100 0v20q-50-16-100 0t-100 0-100 0-100 0z" />;
    case 'stupa':
      return <path fill={colour} d="M140 204c0-44 26-70 60-70s60 26 60 70zM190 134v-16h20v16zM196 118l4-40 4 40z" />;
    case 'hills':
      return <path fill={colour} d="M150 200v-26h100v26zM160 174l40-26 40 26zM196 148v-12h8v12z" />;
  }
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

export interface SceneryProps {
  scene: Scene;
  /** The accessible name of the picture; omit for a decorative one. */
  label?: string;
  width?: number;
  height?: number;
  className?: string;
}

/** A small landscape drawn in SVG: the site's own pictures, sized up front so nothing shifts. */
export function Scenery({ scene, label, width = 400, height = 260, className }: SceneryProps) {
  const id = useId();
  const palette = palettes[scene];
  const titleId = `${id}-title`;
  return (
    <Svg
      className={className}
      viewBox="0 0 400 260"
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      role={label ? 'img' : undefined}
      aria-labelledby={label ? titleId : undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label && <title id={titleId}>{label}</title>}
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sky[0]} />
          <stop offset="1" stopColor={palette.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="400" height="260" fill={`url(#${id}-sky)`} />
      <circle cx="310" cy="80" r="30" fill={palette.sun} opacity="0.9" />
      <path fill={palette.far} d="M0 170l60-50 50 30 70-70 80 70 50-30 90 60v80H0z" opacity="0.85" />
      <Landmark scene={scene} colour={palette.near} />
      <path fill={palette.near} d="M0 210q100-24 200 0t200 0v50H0z" />
    </Svg>
  );
}
