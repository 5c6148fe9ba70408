import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Heading, Text, TextLink, TextList } from './Text';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { sharedTokens } from '../../theme/tokens';

describe('Text', () => {
  it('is a paragraph without margin, in the size and weight asked for', () => {
    renderWithUi(
      <Text size="sm" weight="bold">
        发布时间：2026-03-01
      </Text>,
    );
    const text = screen.getByText('发布时间：2026-03-01');
    expect(text.tagName).toBe('P');
    const style = getComputedStyle(text);
    expect(style.marginTop).toBe('0px');
    expect(style.marginBottom).toBe('0px');
    expect(style.fontSize).toBe(sharedTokens.fontSize.sm);
    expect(style.fontWeight).toBe('700');
  });

  it('is muted in a colour of its own, and keeps a message’s line breaks when told', () => {
    renderWithUi(
      <>
        <Text>正文</Text>
        <Text tone="muted">说明</Text>
        <Text as="div" preserveLines>
          {'第一行\n第二行'}
        </Text>
      </>,
    );
    expect(getComputedStyle(screen.getByText('说明')).color).not.toBe(getComputedStyle(screen.getByText('正文')).color);
    const message = screen.getByText(/第一行/);
    expect(message.tagName).toBe('DIV');
    expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    expect(getComputedStyle(screen.getByText('正文')).whiteSpace).toBe('normal');
  });
});

describe('Heading', () => {
  it('has the level it is given and the look of its size, a link in it in the heading’s colour', async () => {
    const { container } = renderWithUi(
      <>
        <Heading level={1} size="xl" ruled>
          信用承诺
        </Heading>
        <Heading level={2} tone="brand">
          <a href="/promise">行政许可信用承诺书</a>
        </Heading>
      </>,
    );
    const title = screen.getByRole('heading', { level: 1, name: '信用承诺' });
    expect(getComputedStyle(title).fontSize).toBe(sharedTokens.fontSize.xl);
    expect(getComputedStyle(title).borderBottomStyle).toBe('solid');
    const card = screen.getByRole('heading', { level: 2 });
    expect(getComputedStyle(card).fontSize).toBe(sharedTokens.fontSize.lg);
    expect(getComputedStyle(screen.getByRole('link')).color).toBe(getComputedStyle(card).color);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('TextList', () => {
  it('is an ordered list when numbered, its items spaced by the theme, and loses its markers when bare', async () => {
    const { container } = renderWithUi(
      <>
        <TextList numbered space="sm" aria-label="办理流程">
          <li>提交申请</li>
          <li>受理审核</li>
        </TextList>
        <TextList bare aria-label="链接">
          <li>
            <a href="/guide">办事指南</a>
          </li>
        </TextList>
      </>,
    );
    const steps = screen.getByRole('list', { name: '办理流程' });
    expect(steps.tagName).toBe('OL');
    expect(getComputedStyle(steps).rowGap).toBe(sharedTokens.space.sm);
    const links = screen.getByRole('list', { name: '链接' });
    expect(links.tagName).toBe('UL');
    expect(getComputedStyle(links).listStyleType).toBe('none');
    // A link alone on its line is a target of at least 24 px (WCAG 2.5.8).
    expect(screen.getByRole('link', { name: '办事指南' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps an item’s number beside the first line of a link that wraps', () => {
    renderWithUi(
      <div style={{ width: 160 }}>
        <TextList numbered aria-label="服务指南">
          <li>
            {/* A character of no width before the link: it sits on the item's first line box, where the number is drawn. */}
            {'\u200b'}
            <a href="/guide">个体工商户和农户如何申请信用贷款</a>
          </li>
        </TextList>
      </div>,
    );
    const link = screen.getByRole('link', { name: '个体工商户和农户如何申请信用贷款' });
    expect(link.getClientRects()[0]!.height).toBeGreaterThanOrEqual(48);
    const range = document.createRange();
    range.selectNodeContents(link.parentElement!.firstChild!);
    const line = range.getBoundingClientRect();
    // On the link's first line (24 px high), not at the foot of its last.
    expect(line.bottom).toBeLessThanOrEqual(link.getBoundingClientRect().top + 24 + 1);
  });
});

describe('TextLink', () => {
  it('goes through the app’s link component, a standalone one at least 24 px high', async () => {
    const { container } = renderWithUi(
      <p>
        <TextLink href="/guide">办事指南</TextLink>
        <TextLink href="/list" standalone>
          返回列表
        </TextLink>
      </p>,
    );
    expect(screen.getByRole('link', { name: '办事指南' })).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('link', { name: '返回列表' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(container)).toEqual([]);
  });
});
