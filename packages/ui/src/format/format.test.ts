import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatFileSize,
  formatRelativeTime,
  formatShortNumber,
  maskIdNumber,
  maskName,
  toDate,
} from './index';

describe('formatDate', () => {
  const afternoon = new Date(2024, 2, 8, 15, 30, 5);

  it('uses yyyy-MM-dd hh:mm:ss with 24-hour hours by default', () => {
    expect(formatDate(afternoon)).toBe('2024-03-08 15:30:05');
    expect(formatDate(new Date(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01 00:00:00');
  });

  it('reads the back end’s strings and epoch numbers as local time', () => {
    expect(formatDate('2024-03-08 15:30:05')).toBe('2024-03-08 15:30:05');
    expect(formatDate('2024/3/8', 'yyyy-MM-dd')).toBe('2024-03-08');
    expect(formatDate('2024-03-08', 'yyyy-MM-dd hh:mm')).toBe('2024-03-08 00:00');
    expect(formatDate(afternoon.getTime(), 'yyyy-MM-dd')).toBe('2024-03-08');
    expect(formatDate(String(Math.floor(afternoon.getTime() / 1000)), 'HH:mm:ss')).toBe('15:30:05');
  });

  it('supports Chinese patterns, short tokens and quoted text', () => {
    expect(formatDate(afternoon, 'yyyy年M月d日')).toBe('2024年3月8日');
    expect(formatDate(afternoon, "yy.MM.dd 'at' H:m:s")).toBe('24.03.08 at 15:30:5');
    expect(formatDate(new Date(2024, 2, 8, 9, 5, 1, 7), 'hh:mm:ss.SSS')).toBe('09:05:01.007');
  });

  it('returns an empty string for missing or impossible dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('不是日期')).toBe('');
    expect(formatDate('2023-02-29')).toBe('');
    expect(toDate('2024-02-29')).not.toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says 刚刚 within a minute', () => {
    expect(formatRelativeTime(ago(0), { now })).toBe('刚刚');
    expect(formatRelativeTime(ago(59_000), { now })).toBe('刚刚');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), { now })).toBe('1分钟前');
    expect(formatRelativeTime(ago(59 * 60_000), { now })).toBe('59分钟前');
    expect(formatRelativeTime(ago(3_600_000), { now })).toBe('1小时前');
    expect(formatRelativeTime(ago(23.9 * 3_600_000), { now })).toBe('23小时前');
    expect(formatRelativeTime(ago(24 * 3_600_000), { now })).toBe('1天前');
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000), { now })).toBe('7天前');
  });

  it('shows the date once it is older than a week, or in the future', () => {
    expect(formatRelativeTime(ago(8 * 24 * 3_600_000), { now })).toBe('2024-06-07');
    expect(formatRelativeTime(ago(40 * 24 * 3_600_000), { now, maxDays: 60 })).toBe('40天前');
    expect(formatRelativeTime(new Date(2024, 5, 20), { now })).toBe('2024-06-20');
    expect(formatRelativeTime(ago(-30_000), { now })).toBe('刚刚');
  });
});

describe('formatShortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [15_300, '15.3k'],
    [999_960, '1M'],
    [2_500_000, '2.5M'],
    [3e9, '3G'],
    [4.25e12, '4.3T'],
    [5e15, '5P'],
    [6e18, '6E'],
    [-1500, '-1.5k'],
  ])('shortens %d to %s', (value, text) => {
    expect(formatShortNumber(value)).toBe(text);
  });

  it('keeps more decimals when asked', () => {
    expect(formatShortNumber(1234567, 2)).toBe('1.23M');
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('masking', () => {
  it('keeps the first 6 and last 4 characters of an 18-digit ID', () => {
    expect(maskIdNumber('35010219900307123X')).toBe('350102********123X');
    expect(maskIdNumber('350102900307123')).toBe('350102*****7123');
    expect(maskIdNumber('')).toBe('');
  });

  it('masks names as 张*三', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张小三')).toBe('张*三');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('张')).toBe('张');
  });
});
