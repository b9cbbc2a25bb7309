import styled, { keyframes } from 'styled-components';
import { useShellText } from '../i18n/shell-text';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

const Spinner = styled.div`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.line};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoading() {
  const text = useShellText();
  return (
    <Wrapper role="status" aria-label={text('page.loading')}>
      <Spinner />
    </Wrapper>
  );
}
