// The policy pages' default texts, in English and Vietnamese: what the shop states until staff
// change them in the back office. Written into policy_pages when a page's row is missing (a new
// database, or one made before the table existed), never over staff's text. Numbers of days are
// placeholders the page fills in from the shop's constants (src/lib/policies.ts), so these texts
// cannot state another return window or delivery time than the checkout's.
import { messages, type Lang } from '../../../lib/i18n/index.ts';
import type { PolicySlug } from '../../../lib/policies.ts';
import { SHOP } from '../../../lib/shop.ts';
import type { Db } from '../db/connect.ts';
import { policyPages } from '../db/schema.ts';

export interface PolicyText {
  title: string;
  body: string;
}

const contact = `<a href="mailto:${SHOP.email}">${SHOP.email}</a>`;

export const POLICY_DEFAULTS: Record<PolicySlug, Record<Lang, PolicyText>> = {
  warranty: {
    en: {
      title: 'Warranty Policy',
      body: `<h2>Manufacturer's warranty</h2>
<p>Every product we sell is genuine and new, with the manufacturer's official warranty in Vietnam. Its period is shown on the product page and on the warranty card or electronic warranty (activated by the serial number or IMEI): usually 12 months for phones, tablets and laptops, 24 to 36 months for screens and many PC parts, and 6 to 12 months for accessories.</p>
<h2>Where to get service</h2>
<p>Warranty repairs are made by the brand's authorised service centres across Vietnam. Bring the product with its invoice or order number: the centre checks the fault and repairs it, or replaces the part, free of charge under the manufacturer's terms.</p>
<p>You may also bring or send it to one of our stores: we take it to the service centre for you and let you know when it is ready.</p>
<h2>What the warranty does not cover</h2>
<ul>
<li>damage from drops, liquid, fire, lightning or unstable power;</li>
<li>products opened, repaired or modified by anyone but an authorised service centre;</li>
<li>a serial number, IMEI or warranty seal removed or altered;</li>
<li>normal wear: scratches, batteries within the manufacturer's wear limits, consumables.</li>
</ul>
<h2>A fault soon after delivery</h2>
<p>A product that arrives faulty, or shows a manufacturing fault within {returnDays} days of delivery, may be exchanged for a new one or refunded instead of repaired: see our returns policy.</p>
<h2>Your data</h2>
<p>Please back up your data before handing over a device: a repair may erase it.</p>`,
    },
    vi: {
      title: 'Chính sách bảo hành',
      body: `<h2>Bảo hành chính hãng</h2>
<p>Mọi sản phẩm chúng tôi bán đều chính hãng, mới 100% và được bảo hành chính thức của nhà sản xuất tại Việt Nam. Thời hạn bảo hành ghi trên trang sản phẩm và trên phiếu bảo hành hoặc bảo hành điện tử (kích hoạt theo số serial hoặc IMEI): thường là 12 tháng với điện thoại, máy tính bảng và laptop, 24 đến 36 tháng với màn hình và nhiều linh kiện PC, 6 đến 12 tháng với phụ kiện.</p>
<h2>Bảo hành ở đâu</h2>
<p>Sản phẩm được bảo hành tại các trung tâm bảo hành ủy quyền của hãng trên toàn quốc. Bạn chỉ cần mang sản phẩm kèm hóa đơn hoặc mã đơn hàng: trung tâm sẽ kiểm tra lỗi và sửa chữa hoặc thay linh kiện miễn phí theo điều kiện của nhà sản xuất.</p>
<p>Bạn cũng có thể mang hoặc gửi sản phẩm đến cửa hàng của chúng tôi: chúng tôi sẽ chuyển đến trung tâm bảo hành giúp bạn và báo khi sản phẩm đã sửa xong.</p>
<h2>Trường hợp không được bảo hành</h2>
<ul>
<li>hư hỏng do rơi vỡ, vào nước, cháy nổ, sét đánh hoặc nguồn điện không ổn định;</li>
<li>sản phẩm đã bị tháo, sửa hoặc can thiệp bởi nơi không phải trung tâm bảo hành ủy quyền;</li>
<li>số serial, IMEI hoặc tem bảo hành bị bóc, rách hoặc sửa đổi;</li>
<li>hao mòn tự nhiên: trầy xước, pin chai trong mức cho phép của nhà sản xuất, vật tư tiêu hao.</li>
</ul>
<h2>Lỗi ngay sau khi nhận hàng</h2>
<p>Sản phẩm bị lỗi khi nhận, hoặc phát sinh lỗi do nhà sản xuất trong vòng {returnDays} ngày kể từ ngày nhận hàng, được đổi mới hoặc hoàn tiền thay vì sửa chữa: xem chính sách đổi trả.</p>
<h2>Dữ liệu của bạn</h2>
<p>Vui lòng sao lưu dữ liệu trước khi gửi máy bảo hành: quá trình sửa chữa có thể xóa dữ liệu trên máy.</p>`,
    },
  },
  returns: {
    en: {
      title: 'Returns and Refunds',
      body: `<h2>Returning an item</h2>
<p>You may return any item within {returnDays} days of delivery for a full refund, as long as it is unused, complete (accessories, manuals and gifts included) and in its original packaging.</p>
<h2>Faulty or wrong items</h2>
<p>If an item arrives damaged, faulty or not what you ordered, tell us within {returnDays} days of delivery: we collect it at our cost and send a replacement or refund you in full, the shipping fee included.</p>
<h2>What cannot be returned</h2>
<ul>
<li>software, licences and gift cards once activated or opened;</li>
<li>earphones and in-ear headphones whose hygiene seal is broken;</li>
<li>items damaged after delivery by misuse, drops or liquid.</li>
</ul>
<h2>How to return</h2>
<ol>
<li>Contact us with your order number: call ${SHOP.phone}, write to ${contact} or use the Contact page.</li>
<li>Pack the item with everything it came with; we tell you where to send it, or collect it.</li>
<li>We check it when it arrives and confirm your refund by e-mail.</li>
</ol>
<h2>Refunds</h2>
<p>We refund the way you paid: a card or VNPay payment back to the same card or account; a bank transfer or cash on delivery by transfer to your bank account. When the money shows depends on your bank.</p>`,
    },
    vi: {
      title: 'Chính sách đổi trả và hoàn tiền',
      body: `<h2>Đổi trả sản phẩm</h2>
<p>Bạn có thể trả lại bất kỳ sản phẩm nào trong vòng {returnDays} ngày kể từ ngày nhận hàng để được hoàn tiền đầy đủ, miễn là sản phẩm chưa qua sử dụng, còn đủ phụ kiện, sách hướng dẫn, quà tặng kèm và nguyên bao bì.</p>
<h2>Sản phẩm lỗi hoặc giao nhầm</h2>
<p>Nếu sản phẩm bị hư hỏng, lỗi hoặc không đúng với đơn đặt hàng, hãy báo cho chúng tôi trong vòng {returnDays} ngày kể từ ngày nhận hàng: chúng tôi sẽ đến lấy hàng miễn phí và gửi sản phẩm thay thế hoặc hoàn tiền đầy đủ, kể cả phí giao hàng.</p>
<h2>Sản phẩm không áp dụng đổi trả</h2>
<ul>
<li>phần mềm, bản quyền và thẻ quà tặng đã kích hoạt hoặc đã mở;</li>
<li>tai nghe nhét tai đã bóc tem niêm phong vệ sinh;</li>
<li>sản phẩm bị hư hỏng sau khi nhận do sử dụng sai cách, rơi vỡ hoặc vào nước.</li>
</ul>
<h2>Cách đổi trả</h2>
<ol>
<li>Liên hệ với chúng tôi kèm mã đơn hàng: gọi ${SHOP.phone}, gửi email tới ${contact} hoặc dùng trang Liên hệ.</li>
<li>Đóng gói sản phẩm cùng mọi thứ đi kèm; chúng tôi sẽ hướng dẫn nơi gửi hoặc đến lấy hàng tận nơi.</li>
<li>Chúng tôi kiểm tra sản phẩm khi nhận được và xác nhận hoàn tiền qua email.</li>
</ol>
<h2>Hoàn tiền</h2>
<p>Chúng tôi hoàn tiền theo đúng hình thức bạn đã thanh toán: thanh toán bằng thẻ hoặc VNPay được hoàn về thẻ hoặc tài khoản đó; chuyển khoản hoặc thanh toán khi nhận hàng (COD) được hoàn bằng chuyển khoản vào tài khoản ngân hàng của bạn. Thời gian tiền về tùy thuộc vào ngân hàng của bạn.</p>`,
    },
  },
  shipping: {
    en: {
      title: 'Shipping Policy',
      body: `<h2>Where we deliver</h2>
<p>We deliver to every province and city of Vietnam. We do not ship abroad yet.</p>
<h2>How delivery times count</h2>
<p>The table above gives each method's delivery time and fee, as the checkout charges them: Standard delivery takes {standardEta} ({standardFee}), Express {expressEta} ({expressFee}). Overnight orders placed before the 2pm cut-off arrive the next business day ({overnightFee}).</p>
<p>Times count business days (Monday to Friday, public holidays excepted) from when your order is confirmed; an order paid by bank transfer or VNPay is confirmed once the payment arrives.</p>
<h2>Tracking your order</h2>
<p>We e-mail you when your order ships. Signed-in customers follow it under My Orders; guests use Track an Order with the order number and their e-mail or phone number.</p>
<h2>Receiving your order</h2>
<p>Please check the parcel in front of the courier: if it is torn, wet or its seal is broken, you may refuse it and we send another at no cost. Cash on delivery orders are paid to the courier.</p>`,
    },
    vi: {
      title: 'Chính sách giao hàng',
      body: `<h2>Phạm vi giao hàng</h2>
<p>Chúng tôi giao hàng đến tất cả các tỉnh, thành phố trên toàn quốc. Hiện chúng tôi chưa giao hàng ra nước ngoài.</p>
<h2>Cách tính thời gian giao hàng</h2>
<p>Bảng phía trên cho biết thời gian và phí của từng hình thức giao hàng, đúng như khi thanh toán: giao hàng tiêu chuẩn mất {standardEta} ({standardFee}), giao nhanh mất {expressEta} ({expressFee}). Đơn giao hỏa tốc đặt trước 14:00 sẽ đến vào ngày làm việc kế tiếp ({overnightFee}).</p>
<p>Thời gian giao hàng tính theo ngày làm việc (thứ Hai đến thứ Sáu, trừ ngày lễ) kể từ khi đơn hàng được xác nhận; đơn thanh toán bằng chuyển khoản hoặc VNPay được xác nhận khi chúng tôi nhận được tiền.</p>
<h2>Theo dõi đơn hàng</h2>
<p>Chúng tôi gửi email cho bạn khi đơn hàng được giao đi. Khách hàng đã đăng nhập theo dõi đơn tại mục Đơn hàng của tôi; khách chưa có tài khoản dùng trang Tra cứu đơn hàng với mã đơn hàng và email hoặc số điện thoại.</p>
<h2>Nhận hàng</h2>
<p>Vui lòng kiểm tra kiện hàng trước mặt nhân viên giao hàng: nếu thùng hàng bị rách, ướt hoặc mất niêm phong, bạn có quyền từ chối nhận và chúng tôi sẽ gửi lại đơn khác miễn phí. Đơn thanh toán khi nhận hàng (COD) được trả trực tiếp cho nhân viên giao hàng.</p>`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy Policy',
      body: `<h2>Who we are</h2>
<p>${SHOP.name} ("we") decides how your personal data is processed and protects it under Decree 13/2023/NĐ-CP on personal data protection and the other laws of Vietnam. Questions about your data: ${contact}.</p>
<h2>What we collect</h2>
<ul>
<li>for an account: your name, e-mail, phone number, password (kept only as a hash) and address;</li>
<li>for an order: the delivery name, address and phone, what you bought and how you paid (we never keep a full card number);</li>
<li>when you use the site: the technical data needed to run it securely, such as session cookies and the addresses requests come from.</li>
</ul>
<h2>Why we use it</h2>
<p>To take and deliver your orders, handle payments, refunds and warranty, answer your questions, keep accounts secure and keep the records the law requires (invoices, taxes). We send you news and offers only if you agreed to it, and you can withdraw that consent at any time in your account's settings.</p>
<h2>Who we share it with</h2>
<p>Only those who help fulfil your order: couriers, payment providers (banks, VNPay), the brands' authorised service centres for warranty, and the authorities where the law requires it. We never sell personal data.</p>
<h2>How long we keep it</h2>
<p>Account data while your account exists; orders and invoices as long as accounting law requires.</p>
<h2>Your rights</h2>
<p>Under Decree 13/2023/NĐ-CP you have the right to be informed, to consent and to withdraw consent, to access, correct and delete your data, to restrict or object to its processing, to receive a copy, and to complain. Write to ${contact}: we answer within the time the decree sets. You can delete your account yourself from your profile.</p>
<h2>Security</h2>
<p>Your data travels encrypted, passwords are stored as hashes, and staff see only what their role needs, with every change logged. If a breach puts your data at risk, we notify the Ministry of Public Security and you as the decree requires.</p>`,
    },
    vi: {
      title: 'Chính sách bảo mật thông tin cá nhân',
      body: `<h2>Chúng tôi là ai</h2>
<p>${SHOP.name} ("chúng tôi") là bên quyết định việc xử lý và có trách nhiệm bảo vệ dữ liệu cá nhân của bạn theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và các quy định pháp luật khác của Việt Nam. Mọi câu hỏi về dữ liệu của bạn, vui lòng gửi tới ${contact}.</p>
<h2>Dữ liệu chúng tôi thu thập</h2>
<ul>
<li>khi tạo tài khoản: họ tên, email, số điện thoại, mật khẩu (chỉ lưu dạng mã băm) và địa chỉ;</li>
<li>khi đặt hàng: tên, địa chỉ và số điện thoại nhận hàng, sản phẩm đã mua và hình thức thanh toán (chúng tôi không bao giờ lưu đầy đủ số thẻ);</li>
<li>khi bạn sử dụng website: dữ liệu kỹ thuật cần thiết để vận hành an toàn, như cookie phiên đăng nhập và địa chỉ gửi yêu cầu.</li>
</ul>
<h2>Mục đích sử dụng</h2>
<p>Để xử lý và giao đơn hàng, thanh toán, hoàn tiền và bảo hành, trả lời câu hỏi của bạn, bảo vệ tài khoản và lưu giữ chứng từ theo quy định (hóa đơn, thuế). Chúng tôi chỉ gửi tin tức và khuyến mãi khi bạn đồng ý, và bạn có thể rút lại sự đồng ý bất cứ lúc nào trong phần cài đặt tài khoản.</p>
<h2>Chia sẻ dữ liệu</h2>
<p>Chỉ với các bên giúp thực hiện đơn hàng của bạn: đơn vị vận chuyển, đơn vị thanh toán (ngân hàng, VNPay), trung tâm bảo hành ủy quyền của hãng, và cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu cá nhân.</p>
<h2>Thời gian lưu trữ</h2>
<p>Dữ liệu tài khoản được lưu khi tài khoản còn hoạt động; đơn hàng và hóa đơn được lưu theo thời hạn mà pháp luật kế toán quy định.</p>
<h2>Quyền của bạn</h2>
<p>Theo Nghị định 13/2023/NĐ-CP, bạn có quyền được biết, đồng ý và rút lại sự đồng ý, truy cập, chỉnh sửa và xóa dữ liệu, hạn chế hoặc phản đối việc xử lý, nhận bản sao dữ liệu và khiếu nại. Hãy gửi yêu cầu tới ${contact}: chúng tôi sẽ phản hồi trong thời hạn Nghị định quy định. Bạn cũng có thể tự xóa tài khoản trong trang hồ sơ cá nhân.</p>
<h2>Bảo mật</h2>
<p>Dữ liệu được mã hóa khi truyền đi, mật khẩu được lưu dạng mã băm, nhân viên chỉ xem được những gì vai trò của mình cần và mọi thay đổi đều được ghi lại. Nếu xảy ra sự cố có thể ảnh hưởng đến dữ liệu của bạn, chúng tôi sẽ thông báo cho Bộ Công an và cho bạn theo quy định của Nghị định.</p>`,
    },
  },
  terms: {
    en: {
      title: 'Terms of Sale',
      body: `<h2>About these terms</h2>
<p>These terms apply to every purchase from ${SHOP.name}, ${SHOP.address}. Placing an order means you accept them, together with our shipping, returns, warranty and privacy policies.</p>
<h2>Prices and payment</h2>
<p>Prices are in Vietnamese đồng (VND). VAT is added at checkout and shown before you pay, with the shipping fee: the total at checkout is what you pay. You may pay cash on delivery, by bank transfer (VietQR) or through VNPay, and by card or PayPal with an account.</p>
<h2>Orders</h2>
<p>An order is accepted when we confirm it by e-mail. We may cancel an order if an item is out of stock or its price was clearly wrong; anything you paid is then refunded in full. You may cancel an order yourself while it is pending or being prepared.</p>
<h2>Products</h2>
<p>Pictures show the product as closely as we can; colours may look slightly different on your screen. Specifications are the manufacturer's.</p>
<h2>Complaints and disputes</h2>
<p>Contact us first: we try to settle every complaint amicably. These terms do not limit your rights under the Law on Protection of Consumers' Rights. A dispute not settled amicably goes before a competent court of Vietnam under Vietnamese law.</p>`,
    },
    vi: {
      title: 'Điều khoản mua bán',
      body: `<h2>Phạm vi áp dụng</h2>
<p>Các điều khoản này áp dụng cho mọi giao dịch mua hàng tại ${SHOP.name}, ${messages('vi').pages.contact.shopAddress}. Khi đặt hàng, bạn đồng ý với các điều khoản này cùng các chính sách giao hàng, đổi trả, bảo hành và bảo mật thông tin của chúng tôi.</p>
<h2>Giá và thanh toán</h2>
<p>Giá niêm yết bằng đồng Việt Nam (VND). Thuế VAT và phí giao hàng được cộng khi thanh toán và hiển thị trước khi bạn trả tiền: tổng tiền ở bước thanh toán là số tiền bạn trả. Bạn có thể thanh toán khi nhận hàng (COD), chuyển khoản (VietQR) hoặc qua VNPay, và bằng thẻ hoặc PayPal khi có tài khoản.</p>
<h2>Đơn hàng</h2>
<p>Đơn hàng được xác lập khi chúng tôi gửi email xác nhận. Chúng tôi có thể hủy đơn nếu sản phẩm hết hàng hoặc giá bị niêm yết sai rõ ràng; khi đó mọi khoản bạn đã thanh toán sẽ được hoàn lại đầy đủ. Bạn có thể tự hủy đơn khi đơn đang chờ xử lý hoặc đang được chuẩn bị.</p>
<h2>Sản phẩm</h2>
<p>Hình ảnh thể hiện sản phẩm sát thực tế nhất có thể; màu sắc có thể hơi khác tùy màn hình của bạn. Thông số kỹ thuật theo công bố của nhà sản xuất.</p>
<h2>Khiếu nại và tranh chấp</h2>
<p>Vui lòng liên hệ với chúng tôi trước: chúng tôi luôn cố gắng giải quyết mọi khiếu nại bằng thương lượng. Các điều khoản này không hạn chế quyền của bạn theo Luật Bảo vệ quyền lợi người tiêu dùng. Tranh chấp không thương lượng được sẽ do Tòa án có thẩm quyền của Việt Nam giải quyết theo pháp luật Việt Nam.</p>`,
    },
  },
};

/**
 * Writes the default text of every page and language that has no row yet, in one statement, and
 * leaves staff's text alone; returns how many rows it wrote.
 */
export async function seedPolicyPagesIfMissing(db: Db): Promise<number> {
  const rows = Object.entries(POLICY_DEFAULTS).flatMap(([slug, byLang]) =>
    Object.entries(byLang).map(([lang, text]) => ({
      slug: slug as PolicySlug,
      lang: lang as Lang,
      ...text,
    })),
  );
  const written = await db
    .insert(policyPages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ slug: policyPages.slug });
  return written.length;
}
