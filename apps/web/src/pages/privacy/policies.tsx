import type { ReactNode } from 'react';
import { Typography } from 'antd';
import {
  CERTIFICATE_AGREEMENT_VERSION_DATE,
  CERTIFICATE_DISPUTE_NOTICE_MONTHS,
  CERTIFICATE_EVIDENCE_RETENTION_YEARS,
  CERTIFICATE_LIABILITY_CAP_YUAN,
  MINOR_AGE_LIMIT,
  PRIVACY_ACCESS_REPLY_WORKING_DAYS,
  PRIVACY_COMPLAINT_REPLY_DAYS,
} from '@ohit/domain';
import { env } from '../../config/env';

const { Title, Paragraph } = Typography;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title level={5} style={{ marginTop: 16 }}>{title}</Title>
      {children}
    </section>
  );
}

function Items({ items }: { items: ReactNode[] }) {
  return (
    <ol style={{ paddingInlineStart: 20, lineHeight: 1.9 }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ol>
  );
}

const cap = CERTIFICATE_LIABILITY_CAP_YUAN.toLocaleString('zh-CN');

/** The privacy agreement (spec §1): every term of the product's policy, in full. */
export function PrivacyPolicy() {
  const product = env.productTitle;
  return (
    <Typography data-testid="privacy-policy" style={{ fontSize: 14 }}>
      <Title level={4} style={{ textAlign: 'center' }}>隐私协议</Title>
      <Paragraph>
        “{product}”（以下简称“本平台”）由本平台运营方（以下简称“我们”）提供，面向职业卫生技术服务机构、检测检验机构及其评价机构的工作人员使用。我们深知个人信息对您的重要性，将按照《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规的要求，遵循合法、正当、必要和诚信的原则处理您的个人信息。请您在使用本平台前仔细阅读并充分理解本协议，尤其是以加粗或下划线方式提示的条款。您登录或继续使用本平台，即表示您已阅读并同意本协议的全部内容。
      </Paragraph>

      <Section title="一、我们收集的信息">
        <Paragraph>为向您提供账号管理、业务办理、报告审批与签章等服务，我们会收集以下信息：</Paragraph>
        <Items
          items={[
            '身份信息：您的真实姓名，用于在检测记录、审批流程和报告中标识经办人与审批人。',
            '联系方式：您的手机号码或电子邮箱，用于账号联络、安全验证和业务通知。',
            '账号信息：您的登录账号与密码。密码仅以不可逆的加密形式保存，任何工作人员均无法查看您的明文密码。',
            '实名认证信息：为满足职业卫生技术服务机构人员管理及电子签章的实名要求，我们会核验您提交的实名认证信息。',
            <>
              <strong>电子签名图片：</strong>您上传的手写电子签名图片，仅用于在经您审批通过的报告及原始记录上展示审批人签名，不作其他用途。
            </>,
            '使用记录：为保障系统安全与排查故障，我们会记录登录时间、IP 地址、浏览器类型及关键业务操作日志。',
          ]}
        />
        <Paragraph>我们不会收集与所提供服务无关的个人信息；如需将信息用于本协议未载明的其他目的，我们会事先征得您的同意。</Paragraph>
      </Section>

      <Section title="二、Cookie 及同类技术的使用">
        <Paragraph>
          为保持您的登录状态、记住您选择的界面布局（如主题颜色、组件尺寸、侧边栏状态）以及在登录页记住您的账号，本平台会在您的浏览器中使用 Cookie
          和本地存储。这些信息仅保存在您的设备上，不用于广告或跨站跟踪。您可以通过浏览器设置清除或拒绝 Cookie，但这可能导致您需要重新登录或部分功能无法正常使用。
        </Paragraph>
      </Section>

      <Section title="三、信息的共享、转让与公开披露">
        <Items
          items={[
            '我们不会向任何第三方出售您的个人信息。',
            '为完成电子签章、数字证书签发等服务，我们会在必要范围内向依法设立的电子认证服务机构提供您的实名信息，并要求其按照不低于本协议的标准保护您的信息。',
            '根据法律法规规定，或按照卫生健康行政部门等有权机关的要求，我们会在法定范围内报送或提供相关信息（例如报告公示、监管数据同步）。',
            '除上述情形外，未经您的单独同意，我们不会与其他任何机构或个人共享、转让或公开披露您的个人信息。',
          ]}
        />
      </Section>

      <Section title="四、我们如何保护您的信息">
        <Items
          items={[
            '采用 HTTPS 加密传输、密码加盐哈希存储、访问令牌有效期控制等技术措施，防止信息被未经授权地访问、使用或泄露。',
            '实行按机构、按角色的数据权限控制，工作人员仅能访问其职责范围内的数据，关键操作留存审计日志。',
            '定期进行安全检查与数据备份，并制定个人信息安全事件应急预案。如不幸发生安全事件，我们将按法律要求及时告知您并向主管部门报告。',
          ]}
        />
      </Section>

      <Section title="五、您的权利">
        <Paragraph>您对自己的个人信息享有以下权利，可通过“个人中心”自行操作，或通过第九条所列方式联系我们：</Paragraph>
        <Items
          items={[
            '访问权：您可以查询您的账号信息、联系方式及电子签名。',
            '更正权：您发现个人信息有误时，可以自行修改或要求我们更正。',
            '删除权：在法律法规规定的情形下（如处理目的已实现、您撤回同意），您可以要求我们删除您的个人信息；依法需要留存的业务记录除外。',
            '注销账号：您可以申请注销账号，注销后我们将停止为您提供服务，并依法删除或匿名化处理您的个人信息。',
            <>
              我们将在收到您的访问、更正、删除或注销请求并核验身份后 <strong>{PRIVACY_ACCESS_REPLY_WORKING_DAYS} 个工作日内</strong> 予以答复。
            </>,
          ]}
        />
      </Section>

      <Section title="六、未成年人信息保护">
        <Paragraph>
          本平台面向从事职业卫生技术服务的专业人员，不向未成年人提供服务。<strong>我们将不满 {MINOR_AGE_LIMIT} 周岁的儿童视为未成年人</strong>，如发现在未事先取得监护人同意的情况下收集了未成年人的个人信息，我们将尽快删除相关信息。
        </Paragraph>
      </Section>

      <Section title="七、信息的存储地点与期限">
        <Paragraph>
          我们在中华人民共和国境内收集和产生的个人信息，<strong>均存储于中华人民共和国境内</strong>，不会向境外传输。我们仅在实现本协议所述目的所必需的期限内保留您的个人信息，法律法规另有规定的从其规定；超出保留期限后，我们将删除或匿名化处理。
        </Paragraph>
      </Section>

      <Section title="八、本协议的更新">
        <Paragraph>
          我们可能根据法律法规变化或服务调整适时修订本协议。协议更新后，我们会在本平台以显著方式提示，重大变更将在您下次登录时提醒您阅读；您继续使用本平台即视为同意更新后的协议。
        </Paragraph>
      </Section>

      <Section title="九、投诉与联系方式">
        <Paragraph>
          如您对本协议或个人信息处理有任何疑问、意见或投诉，可通过本平台的系统管理员、所属机构的平台负责人或页面公布的客服渠道与我们联系。
          <strong>我们将在 {PRIVACY_COMPLAINT_REPLY_DAYS} 天内</strong> 对您的投诉予以答复。如您对答复不满意，可以向网信、公安、卫生健康等主管部门投诉或举报。
        </Paragraph>
      </Section>
    </Typography>
  );
}

/** The digital-certificate usage agreement (spec §1), version 2022-07-20. */
export function CertificateAgreement() {
  return (
    <Typography data-testid="certificate-agreement" style={{ fontSize: 14 }}>
      <Title level={4} style={{ textAlign: 'center' }}>数字证书使用协议</Title>
      <Paragraph type="secondary" style={{ textAlign: 'center' }}>版本日期：{CERTIFICATE_AGREEMENT_VERSION_DATE}</Paragraph>
      <Paragraph>
        本协议由依法设立的第三方电子认证服务机构（以下简称“电子认证服务机构”）与数字证书订户（以下简称“订户”，即在本平台申请并使用数字证书进行电子签名的用户）订立。订户在本平台申请、下载或使用数字证书，即表示已阅读并同意本协议全部条款。
      </Paragraph>

      <Section title="第一条 定义">
        <Items
          items={[
            '数字证书：由电子认证服务机构签发的、用于标识订户身份并支持电子签名的电子文件。',
            '电子签名：数据电文中以电子形式所含、所附用于识别签名人身份并表明签名人认可其中内容的数据，符合《中华人民共和国电子签名法》规定的可靠电子签名条件。',
            '证书有效期：数字证书中载明的起止期间；有效期届满或证书被撤销后，证书即失效。',
          ]}
        />
      </Section>

      <Section title="第二条 证书的申请与签发">
        <Items
          items={[
            '订户应提供真实、完整、准确的身份信息，并授权本平台向电子认证服务机构提交上述信息用于身份核验。',
            '电子认证服务机构在核验通过后签发数字证书，证书仅用于订户本人在本平台内的报告审批、原始记录签署等业务活动。',
          ]}
        />
      </Section>

      <Section title="第三条 订户的权利与义务">
        <Items
          items={[
            '订户应妥善保管证书及其私钥、登录密码等身份验证要素，不得转让、出借或授权他人使用；因保管不善造成的损失由订户自行承担。',
            '订户发现证书私钥泄露、遗失或身份信息变更时，应立即通知电子认证服务机构或本平台管理员申请撤销或更新证书。',
            '订户使用证书所签署的电子文件，与其手写签名或盖章具有同等法律效力。',
          ]}
        />
      </Section>

      <Section title="第四条 电子认证服务机构的义务">
        <Items
          items={[
            '依照《中华人民共和国电子签名法》《电子认证服务管理办法》及其公布的电子认证业务规则提供证书签发、更新、撤销及状态查询服务。',
            '对订户的身份信息承担保密义务，未经订户同意不得向第三方提供，法律法规另有规定的除外。',
            <>
              <strong>证据保存：</strong>电子认证服务机构应妥善保存与证书相关的认证信息及签名验证证据，
              <strong>保存期限至证书失效后 {CERTIFICATE_EVIDENCE_RETENTION_YEARS} 年</strong>。
            </>,
          ]}
        />
      </Section>

      <Section title="第五条 证书的撤销">
        <Paragraph>
          出现订户申请撤销、订户身份信息不实、私钥泄露或证书被用于违法活动等情形时，电子认证服务机构有权撤销证书并予以公布；证书撤销后，订户不得继续使用该证书签署文件。
        </Paragraph>
      </Section>

      <Section title="第六条 责任限制">
        <Items
          items={[
            '因电子认证服务机构过错导致订户遭受直接损失的，电子认证服务机构依法承担赔偿责任。',
            <>
              <strong>
                赔偿责任以订户就该证书已支付的服务费用为限，且最高不超过人民币 {cap} 元（{CERTIFICATE_LIABILITY_CAP_YUAN} 元）。
              </strong>
            </>,
            '因不可抗力、订户自身过错或第三方原因（包括订户保管不善、违规使用等）造成的损失，电子认证服务机构不承担责任。',
          ]}
        />
      </Section>

      <Section title="第七条 争议处理">
        <Paragraph>
          <strong>
            订户对证书签发、使用或电子签名的效力有异议的，应在知道或应当知道争议事由之日起 {CERTIFICATE_DISPUTE_NOTICE_MONTHS} 个月内以书面形式通知电子认证服务机构
          </strong>
          ，逾期视为无异议。双方应友好协商解决；协商不成的，任何一方可向电子认证服务机构所在地有管辖权的人民法院提起诉讼。本协议适用中华人民共和国法律。
        </Paragraph>
      </Section>

      <Section title="第八条 其他">
        <Paragraph>
          本协议自订户确认之日起生效，至证书有效期届满或证书被撤销后终止，但第四条关于证据保存及第六条、第七条的约定在协议终止后继续有效。电子认证服务机构可根据法律法规变化修订本协议，修订后的版本将在本平台公布。
        </Paragraph>
      </Section>
    </Typography>
  );
}
