/**
 * Masks a resident ID number for display: the first 6 (region) and last 4 characters stay,
 * everything between becomes *. 350102199003071234 → 350102********1234. Shorter values keep
 * less: a 15-digit ID keeps 6 and 4 too; anything of 10 characters or fewer keeps only its
 * last character.
 */
export function maskIdNumber(id: string, mask = '*'): string {
  const value = id.trim();
  if (value === '') return '';
  if (value.length > 10) return value.slice(0, 6) + mask.repeat(value.length - 10) + value.slice(-4);
  return mask.repeat(value.length - 1) + value.slice(-1);
}

/**
 * Masks a person's name: 张三 → 张*, 张小三 → 张*三, 欧阳小明 → 欧**明. One character stays as it
 * is not identifying alone.
 */
export function maskName(name: string, mask = '*'): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return chars[0] + mask;
  return chars[0] + mask.repeat(chars.length - 2) + chars[chars.length - 1];
}
