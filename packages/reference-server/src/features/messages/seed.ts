// Notices for the demo accounts: system notices, reminders about their business and credit hints.
import type { Database } from 'better-sqlite3';
import { CITY, ORGANS } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';

export const MESSAGE_TYPES: Readonly<Record<string, string>> = { '1': '系统通知', '2': '办件提醒', '3': '信用提示' };

const DAY = 24 * 60 * 60 * 1000;

interface Draft {
  type: '1' | '2' | '3';
  title: string;
  content: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A tracking number as submissions get them: prefix, date, sequence (e.g. TS20261102000031). */
const trackingNumber = (prefix: string, at: number, random: Random) =>
  `${prefix}${formatCst(at).slice(0, 10).replace(/-/g, '')}${pad(random.int(1, 400), 6)}`;

function draftMessage(random: Random, userType: number, at: number): Draft {
  const day = formatCst(at).slice(0, 10);
  const organ = random.pick(ORGANS).name;
  const roll = random.next();
  if (roll < 0.25) {
    return random.pick<Draft>([
      { type: '1', title: `${CITY.portalName}网站系统维护通知`, content: `为提升服务质量，${CITY.portalName}网站将于${day} 22:00至次日06:00进行系统维护，期间信用报告下载等功能暂停使用，敬请谅解。` },
      { type: '1', title: '统一身份认证平台升级提示', content: '福建省统一身份认证平台已完成升级，如登录异常，请清除浏览器缓存后重新登录。' },
      { type: '1', title: '关于开展诚信兴商宣传月活动的通知', content: '市社会信用体系建设领导小组办公室将组织开展诚信兴商宣传月活动，欢迎关注信用动态栏目并参与线上答题。' },
      { type: '1', title: '个人中心新增消息提醒功能', content: '您在本网站办理的信用投诉、异议申诉、信用修复等事项，办理进度将通过消息中心及时提醒。' },
    ]);
  }
  if (roll < 0.75) {
    const kinds: readonly [string, string, string][] = [
      ['TS', '信用投诉', '已受理'],
      ['YY', '异议申诉', '已办结'],
      ['LY', '留言', '已回复'],
      ['BG', '信用报告申请', '已生成，可在个人中心下载'],
      ...(userType === 1 ? [] : ([['XF', '信用修复申请', '已审核通过'], ['SB', '信用申报', '已审核通过'], ['CN', '信用承诺', '已公示']] as [string, string, string][])),
    ];
    const [prefix, what, state] = random.pick(kinds);
    const number = trackingNumber(prefix, at - random.int(1, 10) * DAY, random);
    return {
      type: '2',
      title: `您的${what}${state.split('，')[0]}`,
      content: `您提交的${what}（编号${number}）${state}。办理单位：${organ}。如有疑问，请拨打${CITY.phoneAreaCode}-12345咨询。`,
    };
  }
  return random.pick<Draft>(
    userType === 1
      ? [
          { type: '3', title: '个人信用报告查询提醒', content: `您于${day}查询了本人信用报告。如非本人操作，请及时通过异议申诉反映。` },
          { type: '3', title: '守信激励服务推荐', content: '信用良好的个人可享受图书馆免押金借阅、公共自行车免押金等“信易+”守信激励服务。' },
        ]
      : [
          { type: '3', title: '行政处罚信息公示期提醒', content: `贵单位有1条行政处罚信息（处罚机关：${organ}）已届满最短公示期，可按规定申请信用修复。` },
          { type: '3', title: '信用承诺履约提醒', content: '贵单位作出的信用承诺即将到期，请按承诺内容及时履约并提交承诺反馈。' },
          { type: '3', title: '信用修复结果同步提醒', content: '贵单位的信用修复结果已同步至“信用中国”网站，相关信息已停止公示。' },
        ],
  );
}

export function seedMessages(db: Database, context: SeedContext): void {
  const random = context.random('messages');
  const users = db.prepare('SELECT id, user_type AS userType FROM user_account ORDER BY id').all() as { id: number; userType: number }[];
  const insert = db.prepare(
    'INSERT INTO site_message (user_id, title, content, type, read_flag, create_time, read_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const user of users) {
    // Enough for several pages at the default page size (15).
    const count = random.int(42, 56);
    const times = Array.from({ length: count }, () => context.asOf - random.int(1, 180 * 24 * 60) * 60 * 1000).sort((a, b) => a - b);
    for (const at of times) {
      const draft = draftMessage(random, user.userType, at);
      // Older messages have mostly been read; the last week's mostly not.
      const read = random.chance(context.asOf - at > 7 * DAY ? 0.85 : 0.2);
      const readAt = read ? formatCst(Math.min(context.asOf, at + random.int(5, 72 * 60) * 60 * 1000)) : null;
      insert.run(user.id, draft.title, draft.content, draft.type, read ? 1 : 0, formatCst(at), readAt);
    }
  }
}
