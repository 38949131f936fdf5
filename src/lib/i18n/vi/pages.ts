// Vietnamese: the About and Contact pages and the home page's banners, special offer and
// newsletter box, the same keys and {placeholders} as ../en/pages.ts.
import type { Widen } from '../types.ts';
import type { pages as en } from '../en/pages.ts';
import { RETURN_WINDOW_DAYS } from '../../constants.ts';
import { checkout } from './checkout.ts';

export const pages: Widen<typeof en> = {
  about: {
    title: 'Giới thiệu',
    description:
      'VietTech Store được 4 người bạn thành lập năm 2018 tại TP. Hồ Chí Minh. Điện tử chính hãng, giá minh bạch và cách mua sắm xanh hơn.',
    heroTitle: 'Công nghệ cho mọi người Việt',
    heroText:
      'Điện tử chính hãng, tư vấn tận tâm và giao hàng nhanh, từ TP. Hồ Chí Minh đến tận nhà bạn.',
    valuesTitle: 'Cam kết của chúng tôi',
    values: {
      genuine: {
        title: 'Hàng chính hãng',
        text: 'Mọi điện thoại, laptop và phụ kiện đều nhập từ nhà phân phối chính thức, bảo hành đầy đủ theo chính sách của hãng.',
      },
      prices: {
        title: 'Giá minh bạch',
        text: 'Giá niêm yết rõ ràng, không phí ẩn, miễn phí giao hàng tiêu chuẩn trên toàn quốc.',
      },
      support: {
        title: 'Hỗ trợ tận tâm',
        text: 'Đội ngũ am hiểu sản phẩm, sẵn sàng hỗ trợ bạn trước và sau khi mua, bằng tiếng Việt lẫn tiếng Anh.',
      },
    },
    journeyTitle: 'Hành trình của chúng tôi',
    journeyStart:
      'VietTech Store ra đời năm 2018 tại TP. Hồ Chí Minh, từ bốn người bạn đã quá mệt mỏi với cảnh mua điện thoại online mà không biết có phải hàng chính hãng hay không. Chúng tôi khởi đầu với vài chiếc smartphone, bán tại một cửa hàng nhỏ ở Quận 1.',
    journeyToday:
      'Giờ đây, VietTech Store có điện thoại, laptop, máy tính bảng, PC, màn hình và phụ kiện của những thương hiệu được người Việt yêu thích, cùng các cửa hàng tại TP. Hồ Chí Minh, Hà Nội và Đà Nẵng. Lời hứa của chúng tôi vẫn vậy: chỉ bán hàng chính hãng, giá công bằng và luôn có người tận tình giúp bạn.',
    teamTitle: 'Đội ngũ của chúng tôi',
    roles: {
      ceo: 'Đồng sáng lập & CEO',
      buying: 'Đồng sáng lập & Trưởng phòng Thu mua',
      customers: 'Trưởng phòng Trải nghiệm khách hàng',
      engineering: 'Trưởng phòng Kỹ thuật',
    },
    sustainabilityTitle: 'Phát triển bền vững',
    sustainabilityText:
      'Đồ điện tử không nên khiến trái đất phải trả giá. Đây là những gì chúng tôi đang làm:',
    impact: {
      packaging: 'vật liệu tái chế trong bao bì của chúng tôi',
      delivery: 'lượng khí thải carbon của mỗi đơn giao hàng được bù đắp',
      community: 'lợi nhuận dành cho các dự án cộng đồng',
    },
    ctaTitle: 'Sẵn sàng tìm thiết bị mới cho bạn?',
    cta: 'Mua sắm ngay',
  },
  contact: {
    title: 'Liên hệ',
    description:
      'Gọi điện, gửi email hoặc ghé VietTech Store tại TP. Hồ Chí Minh, Hà Nội và Đà Nẵng. Hỗ trợ thứ 2–thứ 6, 9:00–18:00, giải đáp câu hỏi thường gặp và giờ mở cửa.',
    heading: 'Liên hệ với chúng tôi',
    intro: 'Bạn có thắc mắc về sản phẩm, đơn hàng hay đổi trả? Chúng tôi luôn sẵn lòng hỗ trợ bạn.',
    detailsTitle: 'Thông tin liên hệ',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    email: 'Email',
    supportHours: 'Giờ hỗ trợ',
    shopAddress: '123 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
    shopSupportHours: 'Thứ 2 – Thứ 6, 9:00–18:00',
    mapTitle: 'Bản đồ: cửa hàng chính trên đường Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh',
    followUs: 'Theo dõi chúng tôi',
    seller: 'Người bán',
    formTitle: 'Gửi tin nhắn',
    faqTitle: 'Câu hỏi thường gặp',
    faq: {
      shipping: {
        question: 'Giao hàng mất bao lâu?',
        answer:
          // The delivery times are the checkout's and the return window the shop's constant.
          `Giao hàng tiêu chuẩn mất ${checkout.screen.etas.standard}, giao nhanh mất ${checkout.screen.etas.express}. Đơn giao hỏa tốc đặt trước 14:00 sẽ đến vào ngày làm việc kế tiếp.`,
      },
      returns: {
        question: 'Chính sách đổi trả như thế nào?',
        answer: `Bạn có thể trả lại bất kỳ sản phẩm nào trong vòng ${RETURN_WINDOW_DAYS} ngày kể từ khi nhận hàng để được hoàn tiền đầy đủ, miễn là sản phẩm chưa qua sử dụng và còn nguyên bao bì.`,
      },
      international: {
        question: 'Shop có giao hàng ra nước ngoài không?',
        answer:
          'Hiện chúng tôi chỉ giao hàng trong lãnh thổ Việt Nam. Nếu bạn cần giao ra nước ngoài, vui lòng liên hệ bộ phận hỗ trợ để cùng tìm giải pháp.',
      },
      tracking: {
        question: 'Làm sao để theo dõi đơn hàng?',
        answer:
          'Khi đã đăng nhập, bạn xem được trạng thái của mọi đơn hàng tại mục Đơn hàng của tôi. Chúng tôi cũng gửi email cho bạn khi đơn hàng được giao đi. Cần hỗ trợ thêm? Đội ngũ của chúng tôi trực từ thứ 2 đến thứ 6, 9:00–18:00.',
      },
      eco: {
        question: 'Sản phẩm có thân thiện với môi trường không?',
        answer:
          'Chúng tôi ưu tiên thiết bị tiết kiệm điện, đóng gói bằng bao bì chứa 60% vật liệu tái chế, bù đắp 100% khí thải từ khâu giao hàng và thu hồi đồ điện tử cũ để tái chế.',
      },
    },
    hoursTitle: 'Giờ mở cửa',
    stores: {
      main: {
        store: 'Cửa hàng chính',
        city: 'TP. Hồ Chí Minh',
        weekdays: 'Thứ 2 – Thứ 7: 10:00–20:00',
        sunday: 'Chủ nhật: 11:00–18:00',
      },
      hanoi: {
        store: 'Cửa hàng Hà Nội',
        city: 'Hà Nội',
        weekdays: 'Thứ 2 – Thứ 7: 10:00–20:00',
        sunday: 'Chủ nhật: 11:00–18:00',
      },
      danang: {
        store: 'Cửa hàng Đà Nẵng',
        city: 'Đà Nẵng',
        weekdays: 'Thứ 2 – Thứ 7: 10:00–19:00',
        sunday: 'Chủ nhật: 11:00–17:00',
      },
    },
    form: {
      name: 'Họ tên',
      email: 'Email',
      subject: 'Tiêu đề',
      message: 'Nội dung',
      send: 'Gửi tin nhắn',
      sending: 'Đang gửi...',
      sentTitle: 'Đã gửi tin nhắn',
      sentText: 'Chúng tôi đã nhận được tin nhắn của bạn và sẽ phản hồi sớm.',
      failedTitle: 'Gửi không thành công',
      failedText: 'Đã có lỗi khi gửi tin nhắn. Vui lòng thử lại.',
      thanksTitle: 'Cảm ơn bạn!',
      thanksText:
        'Tin nhắn của bạn đã được gửi. Chúng tôi sẽ phản hồi trong vòng một ngày làm việc.',
      again: 'Gửi tin nhắn khác',
    },
  },
  banners: {
    label: 'Khuyến mãi',
    roleCarousel: 'băng chuyền',
    roleSlide: 'ảnh',
    slideOf: '{index}/{count}',
    showSlide: 'Xem ảnh {index}',
    previous: 'Ảnh trước',
    next: 'Ảnh tiếp theo',
    pause: 'Tạm dừng trình chiếu',
    play: 'Tiếp tục trình chiếu',
    phones: {
      title: 'Galaxy S26 Series',
      text: 'Galaxy AI, camera 200 MP, thiết kế titan',
      cta: 'Xem điện thoại',
    },
    laptops: {
      title: 'MacBook Air M4',
      text: 'Mỏng, nhẹ, pin dùng đến 18 giờ',
      cta: 'Xem laptop',
    },
    accessories: {
      title: 'Phụ kiện giảm đến 40%',
      text: 'Tai nghe, chuột và bàn phím, ưu đãi có thời hạn',
      cta: 'Xem phụ kiện',
    },
  },
  offer: {
    eyebrow: 'Ưu đãi đặc biệt',
    title: 'Giảm đến {percent}% cho sản phẩm chọn lọc',
    text: 'Ưu đãi có thời hạn: giá tốt cho điện thoại, laptop và phụ kiện, áp dụng đến khi hết hàng.',
    cta: 'Xem khuyến mãi',
  },
  newsletter: {
    title: 'Đăng ký nhận tin',
    text: 'Nhận thông tin hàng mới về, ưu đãi độc quyền và mẹo công nghệ qua email.',
    emailLabel: 'Địa chỉ email',
    placeholder: 'Nhập email của bạn',
    subscribe: 'Đăng ký',
  },
};
