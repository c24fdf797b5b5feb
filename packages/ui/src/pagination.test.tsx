import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageSlots } from './pagination';

describe('pageSlots', () => {
  it('shows every page when there are few', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('collapses far pages into gaps around the current page', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  });
  it('has no gap next to the first or last page', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 'gap-after', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-before', 18, 19, 20]);
  });
  it('is empty without pages', () => {
    expect(pageSlots(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} totalPages={1} onChange={() => undefined} clampJump={() => 1} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves with previous/next', async () => {
    const onChange = vi.fn();
    render(<Pagination page={3} totalPages={9} onChange={onChange} clampJump={() => 1} />);
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('disables previous on the first page', () => {
    render(<Pagination page={1} totalPages={9} onChange={() => undefined} clampJump={() => 1} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  it('jumps to the page the clamp rule gives and shows it in the box', async () => {
    const onChange = vi.fn();
    const clampJump = vi.fn(() => 9);
    render(<Pagination page={2} totalPages={9} onChange={onChange} clampJump={clampJump} />);
    const box = screen.getByRole('textbox', { name: '跳转页码' });
    await userEvent.type(box, '999');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(clampJump).toHaveBeenCalledWith('999');
    expect(onChange).toHaveBeenCalledWith(9);
    expect(box).toHaveValue('9');
  });

  it('does not navigate when the jump lands on the current page', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={9} onChange={onChange} clampJump={() => 1} />);
    await userEvent.type(screen.getByRole('textbox', { name: '跳转页码' }), 'abc{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
