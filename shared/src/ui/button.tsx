import styled, { css } from 'styled-components';

export type ButtonTone = 'brand' | 'outline' | 'success' | 'danger' | 'ghost';

const tones = {
  brand: css`
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  `,
  /** A secondary action in the brand's colour (Edit beside a red Delete). */
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDark};
    border-color: ${({ theme }) => theme.colors.brand};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.success};
    color: #fff;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.line};
  `,
};

/** The site's button; `$tone` picks its colour from the site's palette. */
export const Button = styled.button<{ $tone?: ButtonTone; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    filter 0.15s ease,
    background 0.2s ease;
  ${({ $tone = 'brand' }) => tones[$tone]}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.75;
  }
`;
