import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../theme/global.css';

document.documentElement.lang = 'zh-CN';

afterEach(() => {
  cleanup();
});
