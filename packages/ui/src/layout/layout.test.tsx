import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Box } from './Box';
import { Stack } from './Stack';
import { Inline } from './Inline';
import { Column, Columns } from './Columns';
import { Tiles } from './Tiles';
import { sprinkles as atoms } from './sprinkles.css';
import { renderWithUi } from '../test/renderWithUi';
import { axeViolations } from '../test/axe';
import { careMode } from '../theme/careMode.css';
import { redTheme } from '../theme/redTheme.css';
import { breakpointWidths, sharedTokens } from '../theme/tokens';

const px = (value: string) => parseFloat(value);
const rect = (testId: string) => screen.getByTestId(testId).getBoundingClientRect();
/** A box of a known size to lay out. */
const Block = ({ id, width = 60, children }: { id: string; width?: number; children?: ReactNode }) => (
  <span data-testid={id} style={{ display: 'block', width, height: 20 }}>
    {children}
  </span>
);

describe('Box', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  it('renders the element it is given, with its attributes, the theme’s spacing and no margin of its own', () => {
    renderWithUi(
      <Box as="section" aria-label="基本信息" id="basic" padding="xl" display="flex" gap="lg" alignItems="center" justifyContent="between">
        <Box as="p">统一社会信用代码</Box>
      </Box>,
    );
    const section = screen.getByRole('region', { name: '基本信息' });
    expect(section.tagName).toBe('SECTION');
    expect(section.id).toBe('basic');
    const style = getComputedStyle(section);
    expect(style.display).toBe('flex');
    expect(style.gap).toBe(sharedTokens.space.lg);
    expect(style.paddingTop).toBe(sharedTokens.space.xl);
    expect(style.paddingLeft).toBe(sharedTokens.space.xl);
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
    expect(getComputedStyle(screen.getByText('统一社会信用代码')).marginTop).toBe('0px');
  });

  it('takes a list’s bullets and indent away, and keeps the list a list', () => {
    renderWithUi(
      <Box as="ul" display="flex" gap="sm">
        <li>西城区</li>
        <li>东城区</li>
      </Box>,
    );
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('changes its layout at the theme’s named breakpoints, mobile first', async () => {
    renderWithUi(
      <Box data-testid="box" display={{ base: 'none', md: 'flex' }} flexDirection={{ base: 'column', lg: 'row' }} gap={{ base: 'xs', sm: 'md' }}>
        内容
      </Box>,
    );
    const box = () => getComputedStyle(screen.getByTestId('box'));
    await page.viewport(breakpointWidths.sm - 1, 700);
    expect(box().display).toBe('none');
    expect(box().gap).toBe(sharedTokens.space.xs);
    await page.viewport(breakpointWidths.sm, 700);
    expect(box().display).toBe('none');
    expect(box().gap).toBe(sharedTokens.space.md);
    await page.viewport(breakpointWidths.md, 700);
    expect(box().display).toBe('flex');
    expect(box().flexDirection).toBe('column');
    await page.viewport(breakpointWidths.lg, 700);
    expect(box().flexDirection).toBe('row');
  });

  it('passes a class of the page’s own after its atomic ones', () => {
    renderWithUi(<Box data-testid="box" className="page-own" padding="md" />);
    const classes = screen.getByTestId('box').className.split(' ');
    expect(classes.at(-1)).toBe('page-own');
    expect(classes.length).toBeGreaterThan(2);
  });
});

describe('Stack', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  it('stacks its children with the same gap between each and none around them', () => {
    renderWithUi(
      <div data-testid="outer">
        <Stack space="lg">
          <Block id="a" />
          <Block id="b" />
          <Block id="c" />
        </Stack>
      </div>,
    );
    expect(rect('b').top - rect('a').bottom).toBe(px(sharedTokens.space.lg));
    expect(rect('c').top - rect('b').bottom).toBe(px(sharedTokens.space.lg));
    expect(rect('a').top).toBe(rect('outer').top);
    expect(rect('c').bottom).toBe(rect('outer').bottom);
  });

  it('stays one column in 关怀版 even where an app makes every list wrap one item per row', () => {
    // As the portal's 关怀版 stylesheet does for the lists of a page's main.
    const rule = document.createElement('style');
    rule.textContent = 'main ul { flex-wrap: wrap } main ul > li { flex-basis: 100% }';
    document.head.append(rule);
    try {
      renderWithUi(
        <main className={careMode.red}>
          <Stack as="ul" space="sm" aria-label="留言">
            <Block id="a" />
            <Block id="b" />
          </Stack>
        </main>,
      );
      expect(rect('b').top).toBeGreaterThanOrEqual(rect('a').bottom);
      expect(rect('b').left).toBe(rect('a').left);
    } finally {
      rule.remove();
    }
  });

  it('with dividers, draws a rule between its children with the gap on both sides of it', () => {
    renderWithUi(
      <Stack space="md" dividers>
        <Block id="a" />
        <Block id="b" />
      </Stack>,
    );
    const second = screen.getByTestId('b');
    expect(getComputedStyle(screen.getByTestId('a')).borderTopStyle).toBe('none');
    expect(getComputedStyle(second).borderTopWidth).toBe('1px');
    expect(getComputedStyle(second).paddingTop).toBe(sharedTokens.space.md);
  });

  it('as a list, makes each child a list item (an <li> or a Box as li stays one) and skips nothing-children', () => {
    renderWithUi(
      <Stack as="ol" space="sm" aria-label="办理流程">
        <span>提交申请</span>
        {false}
        {null}
        <li>受理审核</li>
        <Box as="li">审核通过</Box>
        <span>办结</span>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: '办理流程' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['提交申请', '受理审核', '审核通过', '办结']);
    expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
    expect(list.querySelectorAll('li li')).toHaveLength(0);
  });

  it('aligns its children across the width', () => {
    renderWithUi(
      <div style={{ width: 400 }}>
        <Stack space="sm" align="end" data-testid="stack">
          <Block id="a" />
        </Stack>
      </div>,
    );
    expect(rect('a').right).toBe(rect('stack').right);
  });
});

describe('Inline', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  it('puts its children side by side with the gap between them, and wraps a full row', () => {
    renderWithUi(
      <div style={{ width: 200 }}>
        <Inline space="md">
          <Block id="a" />
          <Block id="b" />
          <Block id="c" />
        </Inline>
      </div>,
    );
    expect(rect('a').top).toBe(rect('b').top);
    expect(rect('b').left - rect('a').right).toBe(px(sharedTokens.space.md));
    // 3 × 60 + 2 × 12 = 204 > 200: the third goes to the next line, one gap below.
    expect(rect('c').left).toBe(rect('a').left);
    expect(rect('c').top - rect('a').bottom).toBe(px(sharedTokens.space.md));
  });

  it('spreads its children apart or to the end of the row', () => {
    renderWithUi(
      <div style={{ width: 400 }} data-testid="row">
        <Inline space="sm" align="between">
          <Block id="a" />
          <Block id="b" />
        </Inline>
      </div>,
    );
    expect(rect('a').left).toBe(rect('row').left);
    expect(rect('b').right).toBe(rect('row').right);
  });

  it('stands its children one per line below its collapse breakpoint, side by side from it', async () => {
    renderWithUi(
      <Inline space="sm" collapseBelow="md" align="end">
        <Block id="a" />
        <Block id="b" />
      </Inline>,
    );
    await page.viewport(breakpointWidths.md - 1, 700);
    expect(rect('b').top - rect('a').bottom).toBe(px(sharedTokens.space.sm));
    // align="end": at the end of the width when stacked too.
    expect(Math.round(rect('a').right)).toBe(breakpointWidths.md - 1);
    await page.viewport(breakpointWidths.md, 700);
    expect(rect('a').top).toBe(rect('b').top);
    expect(Math.round(rect('b').right)).toBe(breakpointWidths.md);
  });
});

describe('atoms: an item of a wrapping row', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  const row = (width: number) => (
    <div style={{ width, fontSize: 16 }}>
      <Box display="flex" flexWrap="wrap">
        <span data-testid="fill" className={atoms({ flex: 'fill' })} />
        <span data-testid="twice" className={atoms({ flex: 'fillTwice' })} />
      </Box>
    </div>
  );

  it('gives a fillTwice item twice a fill item’s share of the room left, and at least 30em before it wraps', () => {
    const { unmount } = renderWithUi(row(1000));
    // 15em + 30em = 720 px; the 280 px left go one part to fill, two to fillTwice.
    expect(rect('fill').width).toBeCloseTo(240 + 280 / 3, 1);
    expect(rect('twice').width).toBeCloseTo(480 + (2 * 280) / 3, 1);
    expect(rect('twice').top).toBe(rect('fill').top);
    unmount();
    // 700 px holds no 720: fillTwice goes to a line of its own, the whole row wide.
    renderWithUi(row(700));
    expect(rect('twice').top).toBeGreaterThanOrEqual(rect('fill').bottom);
    expect(rect('twice').width).toBe(700);
  });
});

describe('Columns', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  const row = (props: { collapseBelow?: 'sm' | 'md' | 'lg' } = {}) => (
    <div style={{ width: 924 }} data-testid="row">
      <Columns space="xl" {...props}>
        <Column width="1/3" data-testid="third">
          侧栏
        </Column>
        <Column data-testid="fill">正文</Column>
        <Column width="content" data-testid="content">
          <Block id="c" width={100} />
        </Column>
      </Columns>
    </div>
  );

  it('gives a fraction column its share of the row, gaps included; a content column its content’s width; a fill column the rest', () => {
    renderWithUi(row());
    const gap = px(sharedTokens.space.xl);
    // 1/3 of (924 + 24) − 24 = 292.
    expect(rect('third').width).toBeCloseTo((924 + gap) / 3 - gap, 1);
    expect(rect('content').width).toBe(100);
    expect(rect('fill').width).toBeCloseTo(924 - rect('third').width - 100 - 2 * gap, 1);
    expect(rect('fill').left - rect('third').right).toBeCloseTo(gap, 1);
  });

  it('fills the row exactly with shares that add up to one', () => {
    renderWithUi(
      <div style={{ width: 600 }} data-testid="row">
        <Columns space="lg">
          <Column width="1/4" data-testid="a">
            甲
          </Column>
          <Column width="1/2" data-testid="b">
            乙
          </Column>
          <Column width="1/4" data-testid="c">
            丙
          </Column>
        </Columns>
      </div>,
    );
    expect(rect('a').left).toBe(rect('row').left);
    expect(rect('c').right).toBeCloseTo(rect('row').right, 1);
    expect(rect('b').width).toBeCloseTo(2 * rect('a').width + px(sharedTokens.space.lg), 1);
  });

  it('stacks the columns, each as wide as the row, below its collapse breakpoint', async () => {
    await page.viewport(breakpointWidths.md - 1, 700);
    renderWithUi(row({ collapseBelow: 'md' }));
    expect(rect('third').width).toBe(rect('row').width);
    expect(rect('fill').top - rect('third').bottom).toBe(px(sharedTokens.space.xl));
    await page.viewport(breakpointWidths.md, 700);
    expect(rect('third').top).toBe(rect('fill').top);
  });

  it('stacks in 关怀版 at every width', () => {
    renderWithUi(<div className={careMode.red}>{row()}</div>);
    expect(rect('fill').top).toBeGreaterThan(rect('third').bottom);
    expect(rect('fill').width).toBe(rect('row').width);
  });
});

describe('Tiles', () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
  });

  const tiles = (count: number) => Array.from({ length: count }, (_, i) => <div key={i} data-testid={`t${i}`}>{`卡片${i + 1}`}</div>);
  const columnsOf = (testIds: string[]) => new Set(testIds.map((id) => Math.round(rect(id).left))).size;

  it('lays as many tiles in a row as its columns say at each breakpoint', async () => {
    renderWithUi(
      <Tiles space="md" columns={{ base: 1, sm: 2, lg: 4 }} as="ul" aria-label="信用服务">
        {tiles(8)}
      </Tiles>,
    );
    const ids = Array.from({ length: 8 }, (_, i) => `t${i}`);
    await page.viewport(375, 700);
    expect(columnsOf(ids)).toBe(1);
    await page.viewport(breakpointWidths.sm, 700);
    expect(columnsOf(ids)).toBe(2);
    await page.viewport(breakpointWidths.lg, 700);
    expect(columnsOf(ids)).toBe(4);
    expect(rect('t1').left - rect('t0').right).toBe(px(sharedTokens.space.md));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('fits as many tiles of at least the minimum width as the row holds, one on a phone', async () => {
    renderWithUi(
      <div style={{ width: 1000 }}>
        <Tiles space="md" minWidth="md">
          {tiles(6)}
        </Tiles>
      </div>,
    );
    const ids = Array.from({ length: 6 }, (_, i) => `t${i}`);
    // 15em at the 16 px root = 240 px: four fit in 1000 px with three 12 px gaps.
    expect(columnsOf(ids)).toBe(4);
    await page.viewport(320, 700);
    renderWithUi(
      <Tiles space="md" minWidth="lg" data-testid="narrow">
        <div data-testid="n0">甲</div>
        <div data-testid="n1">乙</div>
      </Tiles>,
    );
    expect(rect('n0').width).toBe(rect('narrow').width);
  });

  it('stands one tile per row in 关怀版', () => {
    renderWithUi(
      <div className={careMode.red}>
        <Tiles space="md" columns={4}>
          {tiles(4)}
        </Tiles>
      </div>,
    );
    expect(columnsOf(['t0', 't1', 't2', 't3'])).toBe(1);
  });
});

describe('a page laid out with the primitives', () => {
  it('has no axe violations, in the standard and 关怀版', async () => {
    await page.viewport(1024, 768);
    for (const care of [false, true]) {
      const { container, unmount } = renderWithUi(
        <div className={care ? careMode.red : undefined}>
          <Stack as="main" space="xl">
            <Columns space="xl" collapseBelow="md">
              <Column width="1/4" as="nav" aria-label="栏目">
                <Stack as="ul" space="xs">
                  <a href="#a">信用动态</a>
                  <a href="#b">政策法规</a>
                </Stack>
              </Column>
              <Column as="article">
                <Tiles as="ul" space="md" columns={{ base: 1, md: 2 }}>
                  <p>行政许可</p>
                  <p>行政处罚</p>
                </Tiles>
              </Column>
            </Columns>
          </Stack>
        </div>,
        { theme: redTheme },
      );
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });
});
