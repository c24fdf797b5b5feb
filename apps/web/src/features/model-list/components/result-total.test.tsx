import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultTotal } from './result-total';

describe('ResultTotal', () => {
  it('shows the exact total', () => {
    render(<ResultTotal total={134} capped={false} />);
    expect(screen.getByText(/共/).textContent).toBe('共134个结果');
  });
  it('says "more than 10000" when the server capped the total', () => {
    render(<ResultTotal total={10000} capped />);
    expect(screen.getByText(/超过/).textContent).toBe('超过10000个结果');
  });
  it('shows no count before the answer arrives', () => {
    const { container } = render(<ResultTotal total={undefined} capped={false} />);
    expect(container.textContent).not.toMatch(/共|个结果|加载中/u);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
