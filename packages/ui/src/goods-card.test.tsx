import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsCard } from './goods-card';

describe('GoodsCard', () => {
  it('links to the detail in a new tab with a sized image', () => {
    render(
      <GoodsCard href="/detail/max/a1" title="北欧沙发" image="/files/a.jpg" priceLabel="免费" />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/detail/max/a1');
    expect(link).toHaveAttribute('target', '_blank');
    const image = screen.getByRole('img', { name: '北欧沙发' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('renders highlight segments as text, never as HTML', () => {
    render(
      <GoodsCard
        href="/x"
        title="<b>沙发</b>"
        titleSegments={[
          { text: '<b>', match: false },
          { text: '沙发', match: true },
          { text: '</b>', match: false },
        ]}
        image="/a.jpg"
        priceLabel="¥2.20"
      />,
    );
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('<b>沙发</b>');
    expect(heading.querySelector('b')).toBeNull();
    expect(heading.querySelector('em')?.textContent).toBe('沙发');
  });

  it('uses a fixed width when given one of the three widths', () => {
    const { container } = render(
      <GoodsCard href="/x" title="t" image="/a.jpg" priceLabel="免费" width={344} />,
    );
    expect(container.querySelector('article')).toHaveStyle({ width: '344px' });
  });

  it('shows badges and stats', () => {
    render(
      <GoodsCard
        href="/x"
        title="t"
        image="/a.jpg"
        priceLabel="免费"
        badges={['会员']}
        stats={[{ label: '浏览', value: 12 }]}
      />,
    );
    expect(screen.getByText('会员')).toBeInTheDocument();
    expect(screen.getByText('浏览 12')).toBeInTheDocument();
  });
});
