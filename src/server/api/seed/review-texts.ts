// What the seed's reviewers wrote: who they are (guest customers of delivered seed orders) and
// their reviews by stars, in Vietnamese and English, some about the kind of product, some about
// the shop. `{city}` is the reviewer's city.
import type { CategoryName } from '../../../lib/constants.ts';

export type ReviewLanguage = 'vi' | 'en';

export interface SeedReviewer {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  language: ReviewLanguage;
}

const person = (
  name: string,
  email: string,
  phone: string,
  street: string,
  [city, state, zip]: readonly [string, string, string],
  language: ReviewLanguage = 'vi',
): SeedReviewer => ({
  name,
  email: `${email}@example.com`,
  phone,
  street,
  city,
  state,
  zip,
  language,
});

const HANOI = ['Hà Nội', 'Cầu Giấy', '100000'] as const;
const HANOI_BD = ['Hà Nội', 'Ba Đình', '100000'] as const;
const HCMC = ['Hồ Chí Minh', 'Quận 1', '700000'] as const;
const HCMC_3 = ['Hồ Chí Minh', 'Quận 3', '700000'] as const;
const HCMC_TD = ['Hồ Chí Minh', 'Thủ Đức', '700000'] as const;
const DANANG = ['Đà Nẵng', 'Hải Châu', '550000'] as const;
const HAIPHONG = ['Hải Phòng', 'Lê Chân', '180000'] as const;
const CANTHO = ['Cần Thơ', 'Ninh Kiều', '900000'] as const;
const HUE = ['Huế', 'Phú Nhuận', '530000'] as const;
const NHATRANG = ['Nha Trang', 'Lộc Thọ', '650000'] as const;

/** 30 reviewers: a product's reviews come from different ones (at most 5 per product). */
export const SEED_REVIEWERS: readonly SeedReviewer[] = [
  person('Nguyễn Minh Anh', 'minhanh.nguyen', '0901234501', '18 Trần Duy Hưng', HANOI),
  person('Trần Quốc Bảo', 'bao.tran', '0912345602', '45 Lê Lợi', HCMC),
  person('Lê Thị Thu Hà', 'thuha.le', '0983456703', '7 Bạch Đằng', DANANG),
  person('Phạm Đức Huy', 'huy.pham', '0934567804', '120 Nguyễn Trãi', HCMC_3),
  person('Hoàng Ngọc Lan', 'lan.hoang', '0975678905', '22 Kim Mã', HANOI_BD),
  person('Võ Thanh Tùng', 'tung.vo', '0906789006', '9 Võ Văn Ngân', HCMC_TD),
  person('Đặng Thùy Linh', 'linh.dang', '0917890107', '64 Lạch Tray', HAIPHONG),
  person('Bùi Văn Khánh', 'khanh.bui', '0988901208', '15 Hòa Bình', CANTHO),
  person('Đỗ Phương Thảo', 'thao.do', '0939012309', '3 Lê Lợi', HUE),
  person('Ngô Gia Hưng', 'hung.ngo', '0970123410', '88 Trần Phú', NHATRANG),
  person('Dương Mai Chi', 'chi.duong', '0902345611', '31 Xuân Thủy', HANOI),
  person('Huỳnh Tấn Phát', 'phat.huynh', '0913456712', '150 Pasteur', HCMC),
  person('Trịnh Hải Yến', 'yen.trinh', '0984567813', '12 Nguyễn Văn Linh', DANANG),
  person('Phan Quang Vinh', 'vinh.phan', '0935678914', '5 Cách Mạng Tháng 8', HCMC_3),
  person('Vũ Hồng Nhung', 'nhung.vu', '0976789015', '40 Đội Cấn', HANOI_BD),
  person('Lý Minh Khoa', 'khoa.ly', '0907890116', '77 Lê Văn Việt', HCMC_TD),
  person('Mai Thanh Hương', 'huong.mai', '0918901217', '19 Tô Hiệu', HAIPHONG),
  person('Tạ Công Danh', 'danh.ta', '0989012318', '6 Mậu Thân', CANTHO),
  person('Châu Ngọc Trâm', 'tram.chau', '0930123419', '28 Hùng Vương', HUE),
  person('Lâm Nhật Nam', 'nam.lam', '0971234520', '101 Thống Nhất', NHATRANG),
  person('Kiều Anh Thư', 'thu.kieu', '0903456721', '14 Hoàng Quốc Việt', HANOI),
  person('Tôn Thất Long', 'long.ton', '0914567822', '200 Nam Kỳ Khởi Nghĩa', HCMC),
  person('Quách Bảo Ngọc', 'ngoc.quach', '0985678923', '8 Phan Chu Trinh', DANANG),
  person('Hà Đức Thịnh', 'thinh.ha', '0936789024', '55 Điện Biên Phủ', HCMC_3),
  person('Tống Thu Trang', 'trang.tong', '0977890125', '2 Liễu Giai', HANOI_BD),
  person('David Miller', 'david.miller', '0908901226', '12 Thảo Điền', HCMC_TD, 'en'),
  person('Sarah Nguyen', 'sarah.nguyen', '0919012327', '30 Lê Duẩn', HCMC, 'en'),
  person('James Park', 'james.park', '0980123428', '9 An Thượng', DANANG, 'en'),
  person('Emma Tran', 'emma.tran', '0931234529', '21 Quảng An', HANOI, 'en'),
  person('Lukas Weber', 'lukas.weber', '0972345630', '16 Trần Phú', NHATRANG, 'en'),
];

type Texts = Readonly<Record<ReviewLanguage, readonly string[]>>;

/** About the purchase rather than the product: fit for anything the shop sells. */
const GENERAL: Readonly<Record<number, Texts>> = {
  5: {
    vi: [
      'Sản phẩm đúng mô tả, đóng gói cẩn thận. Giao hàng nhanh, sẽ ủng hộ shop tiếp.',
      'Hàng chính hãng, dùng rất thích. Nhân viên gọi xác nhận đơn và tư vấn nhiệt tình.',
      'Giá tốt hơn ngoài cửa hàng mà giao đến {city} chỉ mất hai ngày. Rất hài lòng!',
      'Chất lượng hoàn thiện tuyệt vời, cầm rất chắc tay. Đáng đồng tiền.',
    ],
    en: [
      'Exactly as described and very well packed. Delivery to {city} took two days.',
      'Great value for the price. Setup took five minutes and everything just works.',
      'Very happy with this purchase. The shop called to confirm the order before shipping.',
      'Excellent build quality, it feels premium. Would buy from VietTech again.',
    ],
  },
  4: {
    vi: [
      'Sản phẩm tốt, hộp hơi móp khi nhận nhưng bên trong vẫn nguyên vẹn.',
      'Dùng ổn trong tầm giá. Giao hàng chậm hơn dự kiến một ngày.',
      'Hài lòng với sản phẩm, chỉ tiếc là không có nhiều màu để chọn.',
      'Hàng đẹp, chạy ổn định. Trừ một sao vì hướng dẫn sử dụng hơi sơ sài.',
    ],
    en: [
      'Good product overall. The box arrived a little dented but the item was fine.',
      'Does what I need. Delivery took a day longer than the estimate.',
      'Solid choice in this price range, though I wish it came in more colours.',
    ],
  },
  3: {
    vi: [
      'Tạm được, dùng bình thường, không có gì nổi bật so với giá.',
      'Sản phẩm ổn nhưng giao hàng trễ hơn dự kiến hai ngày.',
    ],
    en: [
      'It is okay. Works as expected, but nothing special for the money.',
      'Decent, but delivery took longer than the estimate.',
    ],
  },
  2: {
    vi: ['Không như kỳ vọng, dùng vài ngày đã thấy lỗi vặt. Shop hỗ trợ đổi nhanh.'],
    en: ['Works, but not as well as I hoped. Customer support was helpful though.'],
  },
  1: {
    vi: ['Sản phẩm lỗi ngay khi mở hộp, phải gửi bảo hành. Rất thất vọng.'],
    en: ['Stopped working after a week and had to go back for warranty. Disappointed.'],
  },
};

/** About the kind of product, by category and stars. */
const ABOUT: Readonly<Record<CategoryName, Readonly<Record<number, Texts>>>> = {
  phones: {
    5: {
      vi: ['Pin dùng thoải mái cả ngày, camera chụp đêm rất đẹp. Máy mượt, không giật lag.'],
      en: ['Battery easily lasts a full day and the camera is great at night. Smooth and fast.'],
    },
    4: {
      vi: ['Máy mượt, màn hình đẹp, chỉ hơi nóng khi chơi game lâu.'],
      en: ['Fast and smooth with a lovely screen, it gets a little warm when gaming.'],
    },
  },
  laptops: {
    5: {
      vi: ['Khởi động vài giây, bàn phím gõ êm, làm việc cả ngày vẫn còn pin.'],
      en: ['Boots in seconds, the keyboard is comfortable and the battery lasts a work day.'],
    },
    4: {
      vi: ['Màn hình đẹp, hiệu năng tốt, quạt hơi ồn khi chạy nặng.'],
      en: ['Great screen and performance, the fan is a bit loud under load.'],
    },
  },
  tablets: {
    5: {
      vi: ['Xem phim, học online rất thích, màn hình sáng và nét, loa to rõ.'],
      en: ['Perfect for reading and video calls, the screen is bright and sharp.'],
    },
    4: {
      vi: ['Máy nhẹ, pin tốt, tiếc là bút và bàn phím phải mua riêng.'],
      en: ['Light with good battery life, shame the pen and keyboard cost extra.'],
    },
  },
  pc: {
    5: {
      vi: ['Chơi game cấu hình cao vẫn mượt, máy chạy êm và mát.'],
      en: ['Runs every game I play at high settings and stays quiet.'],
    },
    4: {
      vi: ['Cấu hình mạnh, lắp đặt dễ, chỉ có đèn LED hơi chói buổi tối.'],
      en: ['Powerful and easy to set up, the LED lighting is a bit bright at night.'],
    },
  },
  screens: {
    5: {
      vi: ['Màu sắc chuẩn ngay khi mở hộp, không bị hở sáng, chân đế chắc chắn.'],
      en: ['Colours are accurate out of the box and there is no backlight bleed.'],
    },
    4: {
      vi: ['Hình ảnh sắc nét, chân đế hơi lung lay khi gõ phím mạnh.'],
      en: ['Sharp picture, the stand could be sturdier.'],
    },
  },
  accessories: {
    5: {
      vi: ['Kết nối ngay lần đầu, dùng rất ổn định, đúng hàng chính hãng.'],
      en: ['Paired on the first try and works perfectly every day.'],
    },
    4: {
      vi: ['Chất lượng tốt trong tầm giá, dây đi kèm hơi ngắn.'],
      en: ['Good quality for the price, the included cable could be longer.'],
    },
  },
};

/** Every text a reviewer writing in `language` might give a product of `category` `stars` stars. */
export function reviewTexts(
  category: CategoryName,
  stars: number,
  language: ReviewLanguage,
): readonly string[] {
  return [...(ABOUT[category][stars]?.[language] ?? []), ...(GENERAL[stars]?.[language] ?? [])];
}
