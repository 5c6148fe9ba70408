// Two years of citizen messages and website interaction, answered by the organs that would answer
// them, with the demo accounts' own messages in every state. Both channels of the board come from one
// random stream, in time order, so website interaction (features/interaction) has no seed of its own.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { personName } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { CHANNEL_PREFIX, type Channel } from './board.js';
import { nextTrackingNo } from '../../kernel/sql.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Topic {
  type: '咨询' | '建议' | '投诉' | '求助';
  title: string;
  content: string;
  reply: string;
  unit: string;
}

const LEAVE_MESSAGES: readonly Topic[] = [
  { type: '咨询', title: '个人信用报告在哪里可以打印', content: '办理贷款需要提供个人信用报告，请问除了人民银行网点，是否可以在信用网站自助打印？', reply: `您好！个人信用报告可通过中国人民银行征信中心网站在线查询，也可携带本人有效身份证件到人民银行${CITY.name}分行及各县（区）查询网点自助打印。`, unit: `中国人民银行${CITY.name}分行` },
  { type: '咨询', title: '行政处罚信息信用修复需要哪些材料', content: '我公司去年因未按规定公示年报被罚款，现已缴清罚款，请问申请信用修复需要准备哪些材料，在哪里办理？', reply: '您好！可通过“信用中国”网站在线申请信用修复，需提交信用修复申请书、履行行政处罚决定的证明材料和信用修复承诺书，一般类行政处罚信息最短公示期满后即可申请。', unit: '市发展和改革委员会' },
  { type: '咨询', title: '企业如何申请移出经营异常名录', content: '公司因通过登记的住所无法联系被列入经营异常名录，现已办理住所变更，请问如何申请移出？', reply: '您好！企业办理住所变更登记后，可向作出列入决定的市场监督管理部门申请移出经营异常名录，部门自收到申请之日起5个工作日内作出决定。', unit: '市市场监督管理局' },
  { type: '咨询', title: '纳税信用等级如何查询', content: '请问企业的纳税信用等级在哪里可以查询？评价结果什么时候公布？', reply: '您好！纳税人可登录电子税务局查询本企业纳税信用评价结果，税务机关每年4月确定上一年度纳税信用评价结果，A级纳税人名单在税务网站公布。', unit: `国家税务总局${CITY.name}税务局` },
  { type: '咨询', title: '信易贷平台怎样申请贷款', content: '我是一家小微企业负责人，想了解通过信易贷平台申请信用贷款的流程和条件。', reply: '您好！企业可登录本网站信易贷融资对接平台注册认证后发布融资需求或直接申请金融产品，银行将根据企业公共信用信息进行审批，无需抵押的信用贷款产品占比较高。', unit: '市发展和改革委员会' },
  { type: '建议', title: '建议增加信用报告手机端下载功能', content: '目前企业信用报告只能在电脑端下载，建议开发手机端下载功能，方便企业在外办事时使用。', reply: '感谢您的建议！我们正在推进网站移动端适配工作，计划年内上线手机端信用报告查询和下载功能。', unit: '市公共信用信息中心' },
  { type: '建议', title: '建议对诚信企业在招投标中给予加分', content: '建议在政府采购和工程招投标中，对获评诚信示范企业、纳税信用A级的企业给予适当加分激励。', reply: '感谢您的建议！我市已在部分领域招投标评审中引入信用评价结果，下一步将会同相关部门研究扩大守信激励应用范围。', unit: '市社会信用体系建设领导小组办公室' },
  { type: '建议', title: '建议在鞋城设立信用信息查询点', content: '鞋城商户和外地采购商较多，建议在鞋城服务中心设立信用信息自助查询点，方便核验交易对象信用。', reply: '感谢您的建议！已协调鞋城管委会在服务中心设置信用信息自助查询终端，预计下月投入使用。', unit: '市商务局' },
  { type: '投诉', title: '小区物业长期不公示收支情况', content: '我所在小区物业服务企业多年未公示公共收益收支情况，业主多次要求均被拒绝，请有关部门督促。', reply: '您好！经核查，该物业服务企业存在未按规定公示公共收益的问题，已责令其限期公示，并记入物业服务企业信用档案。', unit: '市住房和城乡建设局' },
  { type: '投诉', title: '驾校收费后拖延安排考试', content: '本人在某驾校报名并一次性缴清费用，已等待半年仍未安排科目二考试，驾校一直推脱。', reply: '您好！经调查，该驾校存在教练车数量不足、培训安排滞后的问题，已约谈驾校负责人并责令限期安排培训考试，相关情况纳入驾培机构信用考核。', unit: '市交通运输局' },
  { type: '投诉', title: '培训机构停业不退预付费', content: '孩子报名的课外培训机构突然停业，预付的一年学费一万余元无法退还，涉及家长五十多人。', reply: '您好！我局已会同属地街道成立工作专班，督促机构负责人制定退费方案，目前已分批退费，相关失信行为已记入机构信用档案。', unit: '市教育局' },
  { type: '求助', title: '被列入失信名单后已还款如何解除', content: '本人因借款纠纷被列为失信被执行人，现已全部还清，但乘坐高铁仍受限制，请问如何办理解除？', reply: '您好！全部履行义务后，可向执行法院申请删除失信信息，法院应在3个工作日内删除，删除后高铁出行限制将相应解除。', unit: '市中级人民法院' },
  { type: '求助', title: '农民工工资被拖欠求助', content: '我们在某工地干活三个月，包工头拖欠工资共计十二万元，多次讨要无果，请求帮助。', reply: '您好！已转所在区劳动保障监察大队处理，经协调总承包单位已代为支付拖欠工资，对包工头的违法行为依法查处。', unit: '市人力资源和社会保障局' },
  { type: '求助', title: '企业信用报告信息有误如何更正', content: '下载的企业信用报告中显示的注册资本与营业执照不一致，影响投标，请问怎样尽快更正？', reply: '您好！请通过本网站“信息纠错”或“异议申诉”栏目提交更正申请并上传营业执照，我们将在3个工作日内核实处理。', unit: '市公共信用信息中心' },
];

const INTERACTIONS: readonly Topic[] = [
  { type: '咨询', title: '企业信用报告下载后无法打开', content: '在信用报告下载页面下载的PDF文件打开时提示文件损坏，换了两个浏览器都一样。', reply: '您好！经排查为个别浏览器缓存导致的下载不完整，已优化下载服务，请清除浏览器缓存后重新下载。', unit: '市公共信用信息中心' },
  { type: '咨询', title: '网站可以查询个人的信用信息吗', content: '请问网站的信用信息查询能否查询自然人的信用信息？需要什么条件？', reply: '您好！根据个人信息保护的有关规定，自然人信用信息仅向本人提供查询，请登录后在个人中心查询本人信用信息。', unit: '市公共信用信息中心' },
  { type: '咨询', title: '双公示数据多久更新一次', content: '请问网站公示的行政许可和行政处罚信息多久更新一次？', reply: '您好！行政许可和行政处罚信息自作出决定之日起7个工作日内上网公示，网站每日同步更新。', unit: '市公共信用信息中心' },
  { type: '建议', title: '建议全文检索支持按时间筛选', content: '全文检索结果较多时不便查找，建议增加按发布时间筛选和排序的功能。', reply: '感谢您的建议！全文检索的时间筛选功能已列入网站改版计划。', unit: '市公共信用信息中心' },
  { type: '建议', title: '建议网站提供无障碍浏览模式', content: '家里老人视力不好，建议网站提供大字版和读屏等无障碍浏览功能。', reply: '感谢您的建议！网站正在按照信息无障碍标准进行适老化改造，改造完成后将提供长者模式。', unit: '市公共信用信息中心' },
  { type: '投诉', title: '验证码图片经常看不清', content: '每次查询都要输入验证码，图片干扰线太多经常看不清，希望改进。', reply: '您好！已调整图形验证码的干扰强度，并增加了点击刷新功能，感谢您的反馈。', unit: '市公共信用信息中心' },
  { type: '投诉', title: '信用动态栏目部分文章链接失效', content: '信用动态栏目中有几篇去年的文章点开后显示页面不存在。', reply: '您好！经核查为栏目迁移时部分链接未同步更新，现已全部修复。', unit: '市公共信用信息中心' },
];

const mobile = (random: Random): string => `1${random.pick(['3', '5', '7', '8', '9'])}${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** Departments reply in office hours (09:00–17:00 China Standard Time), 1 to 12 days after the message. */
function replyTime(random: Random, at: number): number {
  const day = at + random.int(1, 12) * DAY;
  const cstMidnight = day - ((day + 8 * HOUR) % DAY);
  return cstMidnight + random.int(9, 16) * HOUR + random.int(0, 3599) * 1000;
}

export function seedMessageBoard(db: Database, context: SeedContext): void {
  const random = context.random('leavemessage');
  const { asOf } = context;
  const accounts = db.prepare('SELECT id, username, name, phone, user_type AS userType FROM user_account').all() as {
    id: number;
    username: string;
    name: string;
    phone: string;
    userType: number;
  }[];
  const geren = accounts.find((a) => a.username === 'geren');
  const qiye = accounts.find((a) => a.username === 'qiye');

  interface Draft {
    channel: Channel;
    at: number;
    topic: Topic;
    account: (typeof accounts)[number] | undefined;
  }
  const drafts: Draft[] = [];
  const when = (days: number) => asOf - random.int(0, days) * DAY - random.int(0, 14) * HOUR - random.int(0, 3599) * 1000;
  for (let i = 0; i < 260; i++) drafts.push({ channel: 'leaveMessage', at: when(700), topic: random.pick(LEAVE_MESSAGES), account: undefined });
  // The demo person's messages: some of the last three weeks, so that every state shows in 我的留言.
  for (let i = 0; i < 18; i++) drafts.push({ channel: 'leaveMessage', at: when(i < 5 ? 20 : 300), topic: random.pick(LEAVE_MESSAGES), account: geren });
  for (let i = 0; i < 6; i++) drafts.push({ channel: 'leaveMessage', at: when(300), topic: random.pick(LEAVE_MESSAGES), account: qiye });
  for (let i = 0; i < 80; i++) drafts.push({ channel: 'interaction', at: when(500), topic: random.pick(INTERACTIONS), account: i < 5 ? geren : undefined });
  drafts.sort((a, b) => a.at - b.at);

  const insert = db.prepare(
    `INSERT INTO message_board (channel, tracking_no, user_id, title, type, content, name, phone, email, is_public, status, reply, reply_unit,
       reply_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  for (const d of drafts) {
    const age = (asOf - d.at) / DAY;
    // Replies come within 15 working days (the portal's promise); the last fortnight is still open.
    const status = age > 20 ? (random.chance(0.96) ? '已办结' : '受理中') : age > 3 ? random.pick(['已办结', '受理中'] as const) : random.pick(['待受理', '受理中'] as const);
    const replied = status === '已办结' ? formatCst(Math.min(replyTime(random, d.at), asOf - HOUR)) : null;
    const name = d.account ? (d.account.userType === 1 ? d.account.name : personName(random)) : personName(random);
    insert.run(
      d.channel, nextTrackingNo(db, CHANNEL_PREFIX[d.channel], d.at, 'message_board', 'tracking_no'), d.account?.id ?? null, d.topic.title,
      d.topic.type, d.topic.content, name, d.account?.phone ?? mobile(random), random.chance(0.8) ? 1 : 0, status,
      replied ? d.topic.reply : null, status === '待受理' ? null : d.topic.unit, replied, formatCst(d.at),
    );
  }
}
