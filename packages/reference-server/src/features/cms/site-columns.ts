// The columns of the portal's remaining content pages (spec §2 main layout, "Other pages", double
// publicity): the footer's single pages 关于我们, 网站声明 and 无障碍声明 (one article each), and the columns that
// the generic list view shows — 双公示动态, 信用服务机构, 数据下载, 信易+, 个人信用, 合同履约政策.
// Drafted from their own random stream after the other articles, so existing ids stay as they were.
import { CITY, CREDIT_OFFICE, DEVELOPMENT_COMMISSION, ORGANS } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { releaseTime, summaryOf, type ExtraArticle, type ExtraClassification } from './content.js';
import { escapeHtml } from '../../kernel/html.js';

/** Ids from 101 up, apart from the foundation's and content.ts's running ids. */
export const SITE_COLUMNS: readonly ExtraClassification[] = [
  { id: '101', parentId: null, name: '关于我们', sort: 101, articles: 1, route: '/about-us' },
  { id: '102', parentId: null, name: '网站声明', sort: 102, articles: 1, route: '/website-statement' },
  { id: '103', parentId: null, name: '双公示动态', sort: 103, articles: 18, route: '/double-publicity-news' },
  { id: '104', parentId: null, name: '信用服务机构', sort: 104, articles: 16, route: '/intermediary-organ' },
  { id: '105', parentId: null, name: '数据下载', sort: 105, articles: 16, route: '/data-download' },
  { id: '106', parentId: null, name: '信易+', sort: 106, articles: 16, route: '/xinyi-plus' },
  { id: '107', parentId: null, name: '个人信用', sort: 107, articles: 16, route: '/personal-credit' },
  { id: '108', parentId: null, name: '合同履约政策', sort: 108, articles: 16, route: '/contract-policy' },
  { id: '109', parentId: null, name: '无障碍声明', sort: 109, articles: 1, route: '/accessibility-statement' },
];

const p = (text: string): string => `<p>${escapeHtml(text)}</p>`;
const h2 = (text: string): string => `<h2>${escapeHtml(text)}</h2>`;
const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;

const SITE = `信用${CITY.short}`;

const ABOUT_US = [
  p(`“${SITE}”网站是${CITY.name}社会信用体系建设的官方网站，由${CITY.name}发展和改革委员会（${CITY.name}社会信用体系建设领导小组办公室）主办，${CITY.name}公共信用信息中心提供技术支持，是全市公共信用信息归集、公示和应用的统一窗口，也是“信用中国”网站在${CITY.name}的地方站点。`),
  h2('网站定位'),
  p(`网站依托${CITY.name}公共信用信息平台，按照“谁产生、谁负责、谁公开”的原则，汇集全市各级行政机关、司法机关和公共服务机构在履职过程中产生的公共信用信息，面向社会公众、经营主体和政府部门提供一站式信用信息服务。`),
  h2('主要栏目'),
  list([
    '信用动态：发布全市社会信用体系建设的工作动态、政策法规和通知公告；',
    '信用信息查询：查询经营主体、社会组织的公共信用信息和统一社会信用代码，下载公共信用信息报告；',
    '双公示：公示行政许可和行政处罚信息；',
    '信用公示：公示红黑名单、失信被执行人、经营异常名录、严重违法失信名单和信用承诺；',
    '信用服务：办理信用承诺、异议申诉、信用修复、自主声明、信用投诉和信息纠错；',
    '网站互动：受理社会公众的咨询、建议和留言。',
  ]),
  h2('数据来源'),
  p(`网站公示的信息来源于${CITY.name}公共信用信息平台，由各认定部门按照公共信用信息目录报送，并标注来源单位和更新时间。对公示信息有异议的，信息主体可通过“异议申诉”栏目提出，由认定部门核实处理。`),
  h2('联系我们'),
  p(`主办单位：${CITY.name}发展和改革委员会`),
  p(`技术支持：${CITY.name}公共信用信息中心`),
  p('对网站内容和服务的意见建议，请通过本站“网站互动”栏目留言，我们将及时答复。'),
];

const STATEMENT = [
  h2('一、版权声明'),
  p(`“${SITE}”网站刊载的所有内容，包括文字、图片、数据和页面设计，版权归${CITY.name}发展和改革委员会及相关信息提供单位所有。除政府公开信息外，未经许可，任何单位和个人不得转载、摘编或以其他方式使用。经许可转载的，应注明来源“${SITE}”网站。`),
  h2('二、信息公示'),
  p('本网站公示的公共信用信息由各认定部门依法依规归集和报送，公示期限按照国家和省有关规定执行。公示信息仅供查询参考，不作为其他用途的证明材料；需要正式证明的，请以认定部门出具的文书为准。'),
  p('任何单位和个人不得利用本网站信息从事违法违规活动，不得非法收集、使用、加工、传输或买卖网站公示的信用信息。'),
  h2('三、个人信息保护'),
  p('本网站依照《中华人民共和国个人信息保护法》处理用户个人信息。用户注册、登录和办理业务时提供的个人信息，仅用于身份核验和业务办理，未经本人同意不向第三方提供，法律法规另有规定的除外。公示的自然人信息按规定作去标识化处理。'),
  h2('四、免责声明'),
  list([
    '因信息报送单位提供的信息不准确、不完整造成的后果，由信息报送单位承担相应责任；',
    '因不可抗力、网络故障或系统维护导致的服务中断，本网站不承担责任，但将尽力减少对用户的影响；',
    '本网站提供的外部链接仅为方便用户访问，不代表本网站认可其内容，用户访问外部网站时请注意信息安全。',
  ], true),
  h2('五、异议处理'),
  p('信息主体认为本网站公示的信息存在错误、遗漏或超期公示的，可通过“异议申诉”或“信息纠错”栏目提出，认定部门自受理之日起按规定时限核实处理并反馈结果。'),
  h2('六、其他'),
  p(`本声明由${CITY.name}发展和改革委员会负责解释。本网站保留随时修改本声明的权利，修改后的声明自发布之日起生效。`),
];

/**
 * The accessibility statement (the spec names none): what a government site's 无障碍声明 says
 * under GB/T 37668-2019 and the MIIT's 互联网网站适老化通用设计规范 — the standard and level aimed at, how
 * it is checked, the limits known today (stated plainly, each with a way round it), and where to get
 * help. A CMS article like 网站声明, so the operator keeps it current without a release.
 */
const ACCESSIBILITY_STATEMENT = [
  p(`${CITY.name}发展和改革委员会致力于让所有人，包括老年人和残障人士，都能平等、便捷地使用“${SITE}”网站获取公共信用信息和办理信用服务。`),
  h2('一、适用标准与符合程度'),
  p('本网站参照国家标准 GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》、工业和信息化部《互联网网站适老化通用设计规范》以及万维网联盟《Web 内容无障碍指南》（WCAG）2.2 AA 级设计和建设。'),
  p('本网站部分符合上述标准的 AA 级要求：“已知的限制”一节列出的内容尚未符合，其余页面和功能已按要求建设。'),
  h2('二、我们做了什么'),
  list([
    '所有页面可只用键盘操作，页面开头提供“跳到主要内容”链接，键盘焦点始终清晰可见；',
    '页面标题、标题层级、导航区域和表单标签均有正确的语义标记，可供读屏软件朗读；',
    '文字与背景的颜色对比度不低于 4.5:1，链接、按钮等可点击区域不小于 24×24 像素；',
    '页面宽度缩小到 320 像素（相当于放大到 400%）时无需左右滚动即可阅读和操作；',
    '浮动广告可暂停、可逐条关闭，关闭后在本次访问中不再出现；在手机上广告不浮动，不遮挡页面内容；',
    '表单校验错误在对应输入框旁用文字说明，提交失败或登录过期时已填写的内容不会丢失；',
    '登录到期前 2 分钟（关怀版为 5 分钟）提示“登录即将过期”，可选择“继续使用”延长登录；',
    '每个页面顶部“跳到主要内容”之后是“无障碍浏览”，打开无障碍工具条：文字可逐级放大到 200%，可切换高对比度（黑底白字）或反色，可使用大鼠标和阅读辅助线，可朗读本页或选中的文字（使用浏览器自带的中文语音），设置在下次访问时保留，可一键重置；',
    '图形验证码可放大查看，也可点“听语音验证码”收听读出的验证码（数字用普通话读出，字母按英文字母读出）；',
    '页面顶部的“切换到关怀版”打开适老化模式：正文不小于 18 磅、行距 1.5 倍，文字对比度不低于 7:1，按钮和焦点框更大；只用符号表示的地方同时显示文字（“关闭”“（必填）”“升序/降序”“展开/收起”等）；无论屏幕多宽，页面内容都按单栏排列（栏目菜单在内容上方，卡片、列表和表单每行一项）；不显示任何广告和浮动窗口；设置在下次访问时保留；',
    '每次发布前，使用自动化工具对全部页面进行无障碍检测，并辅以键盘操作检查。',
  ]),
  h2('三、已知的限制'),
  list([
    '语音朗读使用浏览器自带的语音合成，部分浏览器或系统未安装中文语音时无法朗读，此时工具条不显示朗读按钮，请使用操作系统的读屏软件。既看不清也听不清验证码的，请按第五节的方式联系我们代为查询；',
    '信用报告的 PDF、OFD 版式文件以及部分历史文章的附件，读屏软件可能无法完整朗读。信用报告中的信息可在网页的“信用信息查询”中逐项查看；',
    '由各部门报送的部分历史文章中的图片可能缺少文字说明；',
    '本网站链接的外部网站不在本声明范围内，其无障碍情况由相应网站负责。',
  ]),
  h2('四、兼容的浏览器和辅助技术'),
  p('本网站支持主流浏览器的最近两个版本（Chrome、Edge、Firefox、Safari 及基于 Chromium 的国产浏览器），以及 NVDA、讲述人、VoiceOver、TalkBack 等读屏软件。'),
  h2('五、获取帮助和反馈'),
  p('使用本网站时遇到障碍，或需要以其他方式获取网站上的信息，请通过以下方式联系我们：'),
  list([
    '在本网站“网站互动”栏目留言（请注明遇到问题的页面和使用的辅助技术），我们在 5 个工作日内答复；',
    `拨打 12345 政务服务便民热线，说明需要${SITE}网站协助，热线将转交我们办理；`,
    `到${CITY.name}政务服务中心信用窗口现场办理信用信息查询、信用报告和信用修复等业务。`,
  ]),
  p('对我们的答复不满意的，可向本网站主办单位反映。'),
  h2('六、声明的更新'),
  p('本声明随网站的改进定期评估和更新，最近一次评估由本网站主办单位组织完成。'),
];

interface Draft {
  title: string;
  body: string[];
  source: string;
  /** Attachment file names (PDF documents). */
  attachments?: string[];
  /** When the text itself dates the article (a year in its title, a launch before its results). */
  releasedAt?: number;
}

const firm = (r: Random): string => `${CITY.name}${r.pick(CITY.firmWords)}${r.pick(['信用管理', '信用评估', '企业征信服务', '信用科技'])}有限公司`;

/** 双公示动态: news of the dual publicity of permits and penalties. */
function doublePublicityNews(r: Random, asOf: number): Draft[] {
  const organs = ORGANS.filter((o) => o !== CREDIT_OFFICE);
  // The dated reports: released in the quarter after the one they report on.
  const dated = Array.from({ length: 3 }, () => releaseTime(r, asOf, 700));
  const [quarterly = asOf, halfYear = asOf, district = asOf] = dated;
  const yearOf = (at: number) => new Date(at + 8 * 3600_000).getUTCFullYear();
  const quarterBefore = (at: number) => {
    const d = new Date(at + 8 * 3600_000);
    const q = Math.floor(d.getUTCMonth() / 3);
    return q === 0 ? { year: d.getUTCFullYear() - 1, quarter: 4 } : { year: d.getUTCFullYear(), quarter: q };
  };
  const reported = quarterBefore(quarterly);
  const halfYearOf = new Date(halfYear + 8 * 3600_000).getUTCMonth() >= 6 ? yearOf(halfYear) : yearOf(halfYear) - 1;
  const titles = [
    `${CITY.name}${reported.year}年第${reported.quarter}季度“双公示”数据质量通报`,
    `${CITY.name}${halfYearOf}年上半年行政许可和行政处罚信息公示情况`,
    '关于进一步规范行政处罚信息信用修复工作的通知',
    `“双公示”数据报送及时率、合规率持续保持全省前列`,
    '市信用办召开“双公示”数据报送工作培训会',
    '“双公示”信息归集纳入年度信用建设考核',
    `各县（区）“双公示”工作推进情况（${yearOf(district)}年第${r.int(1, 3)}期）`,
    '行政处罚决定书公示期限及撤下规则解读',
    '“双公示”数据标准升级说明',
    '关于开展“双公示”数据自查整改的通知',
    `${CITY.name}“双公示”目录清单动态调整情况说明`,
    '行政许可信息“七天双公示”要求解读',
    '“双公示”信息错误数据更正流程',
    '部门“双公示”工作落实情况专项督查结果通报',
    '“双公示”数据在信用评价中的应用',
    '关于做好行政处罚信息公示期满撤下工作的通知',
    '全省“双公示”数据质量评估结果发布',
    '“双公示”常见问题解答',
  ];
  const releasedAt: (number | undefined)[] = [quarterly, halfYear, undefined, undefined, undefined, undefined, district];
  return titles.map((title, index) => {
    const organ = r.pick(organs);
    const permits = r.int(3000, 20000);
    const penalties = r.int(500, 5000);
    return {
      title,
      releasedAt: releasedAt[index],
      source: r.chance(0.5) ? CREDIT_OFFICE.name : organ.name,
      body: [
        p(`按照国家和省关于行政许可、行政处罚等信用信息公示工作的要求，${CITY.name}各认定部门在作出行政决定之日起7个工作日内，将行政许可、行政处罚信息报送至${CITY.name}公共信用信息平台，并在“${SITE}”网站向社会公示。`),
        p(`统计期内，全市共归集行政许可信息${permits}条、行政处罚信息${penalties}条，数据报送及时率${r.int(96, 100)}%，合规率${r.int(97, 100)}%。${organ.short}等部门报送数据量居前。`),
        list(['严格按照“双公示”数据标准报送，确保数据项完整、准确；', '行政处罚信息公示期满后按规定及时撤下；', '对发现的错误数据，由报送部门在3个工作日内完成更正。'], true),
        p('社会公众可通过本站“双公示”栏目查询行政许可和行政处罚信息。'),
      ],
    };
  });
}

/** 信用服务机构: the public register of credit service agencies (备案信息公示), one agency per article. */
function creditServiceAgencies(r: Random): Draft[] {
  const services = ['企业信用评价', '信用报告出具', '信用修复培训', '信用管理咨询', '企业征信', '信用风险管理', '信用承诺核查'];
  const names = new Set<string>();
  while (names.size < 16) names.add(firm(r));
  return [...names].map((name) => {
    const district = r.pick(CITY.districts.slice(0, 5));
    const offered = r.sample(services, r.int(2, 4));
    return {
      title: `${name}备案信息公示`,
      source: DEVELOPMENT_COMMISSION.name,
      body: [
        p(`根据《${CITY.name}信用服务机构备案管理办法》，经审核，${name}符合信用服务机构备案条件，现予以公示。`),
        `<table><thead><tr><th>项目</th><th>内容</th></tr></thead><tbody>` +
          [
            ['机构名称', name],
            ['注册地址', `${CITY.name}${district}`],
            ['服务范围', offered.join('、')],
            ['从业人员', `${r.int(8, 60)}人`],
            ['备案机关', DEVELOPMENT_COMMISSION.name],
          ]
            .map(([k, v]) => `<tr><td>${escapeHtml(k as string)}</td><td>${escapeHtml(v as string)}</td></tr>`)
            .join('') +
          `</tbody></table>`,
        p('信用服务机构应当遵守法律法规和行业规范，客观、公正、审慎地开展信用服务，不得以信用修复等名义收取不合理费用。对机构服务有投诉的，可通过本站“信用投诉”栏目反映。'),
      ],
    };
  });
}

/** 数据下载: forms and templates, each with its file. */
function downloads(): Draft[] {
  const forms: [string, string, string][] = [
    ['信用修复申请表', '申请行政处罚信息信用修复时填写', CREDIT_OFFICE.name],
    ['信用修复承诺书', '申请信用修复时作出的信用承诺', CREDIT_OFFICE.name],
    ['企业法人异议申诉表', '企业法人对公示信息提出异议时填写', CREDIT_OFFICE.name],
    ['自然人异议申诉表', '自然人对公示信息提出异议时填写', CREDIT_OFFICE.name],
    ['信息纠错申请表', '发现公示信息错误时填写', CREDIT_OFFICE.name],
    ['自主声明承诺书模板', '经营主体作出自主声明时使用', CREDIT_OFFICE.name],
    ['告知承诺制通用承诺书', '行政审批告知承诺事项使用', DEVELOPMENT_COMMISSION.name],
    ['公共信用信息报告申请表', '线下申请公共信用信息报告时填写', CREDIT_OFFICE.name],
    ['授权委托书', '委托他人代为办理信用业务时使用', CREDIT_OFFICE.name],
    ['“双公示”行政许可数据报送模板', '认定部门报送行政许可信息时使用', CREDIT_OFFICE.name],
    ['“双公示”行政处罚数据报送模板', '认定部门报送行政处罚信息时使用', CREDIT_OFFICE.name],
    ['红黑名单数据报送模板', '认定部门报送红黑名单信息时使用', CREDIT_OFFICE.name],
    ['公共信用信息资源目录', `${CITY.name}公共信用信息资源目录全文`, DEVELOPMENT_COMMISSION.name],
    ['信用服务机构备案登记表', '信用服务机构申请备案时填写', DEVELOPMENT_COMMISSION.name],
    ['守信激励对象推荐表', '推荐守信激励对象时填写', CREDIT_OFFICE.name],
    ['法人信用积分申报表', '法人申报信用积分时填写', CREDIT_OFFICE.name],
  ];
  return forms.map(([name, use, source]) => ({
    title: `${name}（下载）`,
    source,
    body: [
      p(`${name}：${use}。请下载附件，按说明如实填写后，通过本站相应栏目在线提交，或报送${source}。`),
      list(['下载并打印附件；', '按表内说明填写，加盖公章或本人签字；', '扫描后在线上传，或将纸质材料报送受理部门。'], true),
    ],
    attachments: [`${name}.pdf`],
  }));
}

/** 信易+: credit-based conveniences for trustworthy subjects. */
function xinyiPlus(r: Random, asOf: number): Draft[] {
  const scenes: [string, string, string][] = [
    ['信易阅', '信用良好的市民在市图书馆免押金借阅图书', '市文化和旅游局'],
    ['信易行', '信用良好的市民免押金使用公共自行车', '市交通运输局'],
    ['信易游', `信用良好的游客在${CITY.scenicSpot}等景区享受购票优惠`, '市文化和旅游局'],
    ['信易批', '守信经营主体在行政审批中享受容缺受理、告知承诺', DEVELOPMENT_COMMISSION.name],
    ['信易贷', '守信企业在合作银行享受免抵押信用贷款', `中国人民银行${CITY.name}分行`],
    ['信易租', '守信企业租赁标准厂房享受租金减免', '市商务局'],
    ['信易医', '信用良好的患者享受“先诊疗后付费”', '市卫生健康委员会'],
    ['信易住', '信用良好的市民入住合作酒店免押金', '市商务局'],
  ];
  // Each scene: its launch, then months later what it achieved.
  return scenes.flatMap(([name, what, organ]): Draft[] => {
    const launched = releaseTime(r, asOf, 700);
    const served = r.int(2, 60);
    const intro = [
      p(`为让守信者处处受益，${organ}推出“${name}”守信激励场景：${what}。`),
      p(`公共信用综合评价良好、无失信记录的个人和经营主体，在“${SITE}”网站或合作机构授权查询信用状况后即可享受。`),
    ];
    return [
      {
        title: `“${name}”守信激励场景上线运行`,
        source: organ,
        releasedAt: launched,
        body: [...intro, list(['授权查询本人（本单位）信用状况；', '符合条件的自动享受激励措施；', '出现失信记录的，激励措施自动停止。'], true)],
      },
      {
        title: `“${name}”累计服务守信主体${served}千余人次`,
        source: organ,
        releasedAt: launched + Math.floor((asOf - launched) * (0.3 + r.next() * 0.6)),
        body: [...intro, p(`自上线以来，“${name}”累计惠及守信主体${served}千余人次，减免押金、费用${r.int(50, 900)}万元。`)],
      },
    ];
  });
}

/** 个人信用: the personal credit record, its protection and use. */
function personalCredit(): Draft[] {
  const qa: [string, string][] = [
    ['个人信用记录包括哪些内容', '个人信用记录包括身份信息、信贷记录、公共信用信息（如行政处罚、失信被执行人）和守信激励信息等。'],
    ['如何查询本人的公共信用信息', `本人可登录“${SITE}”网站，实名认证后在“信用信息查询”栏目查询，或携带身份证到市行政服务中心信用窗口查询。`],
    ['个人征信报告和公共信用信息报告有什么区别', '个人征信报告由中国人民银行征信中心出具，主要记录信贷信息；公共信用信息报告由公共信用信息平台出具，记录行政机关产生的信用信息。'],
    ['个人不良信用记录保存多长时间', '不良信用记录自不良行为终止之日起按规定期限保存，期满后不再公示和使用。'],
    ['个人信息被错误记录怎么办', '可通过“异议申诉（自然人）”栏目提出异议，认定部门核实后予以更正。'],
    ['哪些行为会影响个人信用', '拒不履行法院判决、恶意拖欠贷款、偷逃税款、考试作弊、欠缴水电气费等行为都可能被记入信用记录。'],
    ['什么是个人诚信积分', `${CITY.name}对守信个人给予诚信积分，积分可用于享受“信易+”激励服务。`],
    ['如何维护良好的个人信用', '按时偿还借款，依法纳税，履行法院判决，诚实守信参与社会活动。'],
  ];
  const news: [string, string][] = [
    ['我市开展个人诚信档案建设工作', `${CITY.name}为重点职业人群建立个人诚信档案，记录执业过程中的守信和失信情况。`],
    ['“诚信之星”评选活动启动', '活动面向全市各行各业，评选在诚实守信方面表现突出的个人。'],
    ['个人信用修复指南', '失信个人纠正失信行为、履行法定义务后，可按规定申请信用修复。'],
    ['守信个人可享受的激励措施', '信用良好的个人在图书借阅、公共交通、旅游、医疗等领域享受便利。'],
    ['警惕“征信修复”骗局', '任何机构都无权删除真实的不良信用记录，请勿轻信收费“洗白征信”的宣传。'],
    ['大学生个人信用知识讲座走进校园', '讲座介绍了助学贷款按时还款、网络借贷风险防范等知识。'],
    ['个人信息保护要点', '不随意出借身份证件，不在不明网站填写个人信息，发现信息泄露及时报警。'],
    ['个人失信被执行人如何退出名单', '履行生效法律文书确定的义务后，可向执行法院申请删除失信信息。'],
  ];
  return [
    ...qa.map(([question, answer]) => ({ title: `${question}？`, source: CREDIT_OFFICE.name, body: [p(`问：${question}？`), p(`答：${answer}`)] })),
    ...news.map(([title, text]) => ({ title, source: CREDIT_OFFICE.name, body: [p(text), p(`更多个人信用知识，请关注“${SITE}”网站“个人信用”栏目。`)] })),
  ];
}

/** 合同履约政策: policies on contract performance (守合同重信用). */
function contractPolicies(): Draft[] {
  const docs: [string, string][] = [
    ['《中华人民共和国民法典》合同编相关规定解读', '市司法局'],
    ['关于开展“守合同重信用”企业公示活动的通知', '市市场监督管理局'],
    [`${CITY.name}政府合同履约监管办法`, DEVELOPMENT_COMMISSION.name],
    ['关于加强政务诚信建设防范拖欠中小企业账款的意见', DEVELOPMENT_COMMISSION.name],
    ['保障中小企业款项支付条例解读', '市工业和信息化局'],
    ['关于建立政府失信责任追究制度的通知', CREDIT_OFFICE.name],
    ['合同履约信用信息归集和应用管理办法', CREDIT_OFFICE.name],
    ['政府采购合同履约验收管理规定', '市财政局'],
    ['工程建设项目合同履约信用评价办法', '市住房和城乡建设局'],
    ['“守合同重信用”企业认定标准', '市市场监督管理局'],
    ['招商引资合同履约专项清理工作方案', '市商务局'],
    ['关于规范政府和社会资本合作项目合同履约的通知', DEVELOPMENT_COMMISSION.name],
    ['合同违约失信行为认定和惩戒措施清单', CREDIT_OFFICE.name],
    ['合同履约纠纷多元化解机制实施意见', '市中级人民法院'],
    ['合同示范文本推广使用指引', '市市场监督管理局'],
    ['政务合同履约情况通报（第一期）', CREDIT_OFFICE.name],
  ];
  return docs.map(([title, source]) => ({
    title,
    source,
    body: [
      p(`为推进合同履约信用体系建设，营造诚实守信的市场环境，${source}制定（发布）《${title.replace(/[《》]/g, '')}》。`),
      list(['明确合同履约主体责任，建立履约台账；', '合同履约情况纳入公共信用信息平台，作为信用评价依据；', '对违约失信行为依法依规实施约束，对守约主体给予激励。'], true),
      p('各有关单位应认真贯彻执行，执行中遇到的问题及时反馈。'),
    ],
    attachments: [`${title.replace(/[《》“”]/g, '')}.pdf`],
  }));
}

export function draftSiteColumnArticles(r: Random, asOf: number): ExtraArticle[] {
  const drafts: Record<string, Draft[]> = {
    关于我们: [{ title: '关于我们', source: DEVELOPMENT_COMMISSION.name, body: ABOUT_US }],
    网站声明: [{ title: '网站声明', source: DEVELOPMENT_COMMISSION.name, body: STATEMENT }],
    // Dated the seed's own day: the newest article, so the other articles keep their ids.
    无障碍声明: [{ title: '无障碍声明', source: DEVELOPMENT_COMMISSION.name, body: ACCESSIBILITY_STATEMENT, releasedAt: asOf }],
    双公示动态: doublePublicityNews(r, asOf),
    信用服务机构: creditServiceAgencies(r),
    数据下载: downloads(),
    '信易+': xinyiPlus(r, asOf),
    个人信用: personalCredit(),
    合同履约政策: contractPolicies(),
  };
  const out: ExtraArticle[] = [];
  for (const column of SITE_COLUMNS) {
    for (const draft of (drafts[column.name] ?? []).slice(0, column.articles)) {
      out.push({
        classificationId: column.id,
        title: draft.title,
        summary: summaryOf(draft.body, draft.title),
        body: draft.body.join('\n'),
        source: draft.source,
        releasedAt: draft.releasedAt ?? releaseTime(r, asOf, column.articles === 1 ? 30 : 700),
        attachments: draft.attachments ?? [],
      });
    }
  }
  return out.sort((a, b) => a.releasedAt - b.releasedAt);
}
