import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';
import { SideBar } from './side-bar';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="云模型"
      trigger={
        <button type="button" aria-label="打开导航菜单">
          ≡
        </button>
      }
    >
      <a href="/home/su">SU模型</a>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens from its trigger as a labelled dialog, closes with Escape and gives focus back', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: '打开导航菜单' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: '云模型' })).toContainElement(
      screen.getByRole('link', { name: 'SU模型' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to a button of its own when it has no trigger', async () => {
    function OwnButton() {
      const [open, setOpen] = useState(false);
      const button = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button
            ref={button}
            type="button"
            aria-label="打开导航菜单"
            onClick={() => {
              setOpen(true);
            }}
          >
            ≡
          </button>
          <Drawer open={open} onOpenChange={setOpen} title="云模型" returnFocusTo={button}>
            <a href="/home/su">SU模型</a>
          </Drawer>
        </>
      );
    }
    render(<OwnButton />);
    const button = screen.getByRole('button', { name: '打开导航菜单' });
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: '云模型' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('SideBar', () => {
  const items = [{ key: 'faq', label: '常见问题', href: '/help' }];

  it('folds into a toggle that expands and collapses the entries', async () => {
    render(<SideBar items={items} visible folded />);
    const bar = screen.getByRole('complementary', { name: '侧边工具栏' });
    expect(bar).toHaveClass('ym-side-bar-folded');
    const toggle = screen.getByRole('button', { name: '展开工具栏' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(bar).toHaveClass('ym-side-bar-expanded');
    expect(screen.getByRole('button', { name: '收起工具栏' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('takes its entries out of the tab order while hidden', () => {
    render(<SideBar items={items} visible={false} />);
    expect(screen.getByRole('link', { name: '常见问题', hidden: true })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(screen.getByRole('button', { name: '展开工具栏', hidden: true })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });
});
