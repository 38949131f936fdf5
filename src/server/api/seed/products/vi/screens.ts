// Monitors in Vietnamese: each SKU's summary and details (texts.ts).
import type { VietnameseTexts } from './texts.ts';

export const SCREENS_VI: VietnameseTexts = {
  'SC-SAM-G8OLED32': [
    'Màn hình gaming QD-OLED 4K 32 inch, tần số quét 240 Hz và phản hồi 0,03 ms.',
    'OLED Safeguard+ chống lưu ảnh nhờ ống dẫn nhiệt dạng xung. Đạt chứng nhận VESA DisplayHDR True Black 400.',
  ],
  'SC-SAM-G9OLED49': [
    'Màn hình QD-OLED siêu rộng 49 inch cong 1800R, như hai màn hình 27 inch đặt cạnh nhau.',
    'Tần số quét 240 Hz cho game đua xe và mô phỏng bay mượt mà khó tin. Ứng dụng Smart TV chạy được không cần máy tính.',
  ],
  'SC-SAM-M8-32': [
    'Màn hình thông minh 4K 32 inch có sẵn ứng dụng xem phim, camera SlimFit và bốn màu trẻ trung.',
    'Xem Netflix và YouTube mà không cần máy tính. Camera nam châm gắn vào là gọi video ngay.',
  ],
  'SC-SAM-S8-27': [
    'Màn hình 4K 27 inch cho người sáng tạo, màu sắc chuẩn xác và sạc qua USB-C.',
    'Phủ 99% dải màu sRGB ngay khi mở hộp. Chân đế chỉnh độ cao và xoay dọc được.',
  ],
  'SC-SAM-S3-24C': [
    'Màn hình cong 1800R 24 inch giá tốt với tần số quét 100 Hz.',
    'Chế độ Eye Saver và công nghệ chống nhấp nháy giảm mỏi mắt. Viền mỏng rất hợp để ghép hai màn hình.',
  ],
  'SC-SAM-G5-27C': [
    'Màn hình gaming cong QHD 27 inch, 165 Hz và thời gian phản hồi 1 ms.',
    'Độ cong 1000R ôm theo tầm nhìn của mắt. AMD FreeSync Premium loại bỏ hiện tượng xé hình.',
  ],
  'SC-LG-27GX790A': [
    'Màn hình esports OLED QHD 27 inch với tần số quét 480 Hz ấn tượng.',
    'Lớp phủ chống chói, ít phản chiếu giữ màu đen sâu cả trong phòng sáng. DisplayPort 2.1 truyền trọn tần số quét.',
  ],
  'SC-LG-45GX950A': [
    'Màn hình gaming OLED cong 45 inch độ phân giải 5K2K, độ cong 800R.',
    'Chế độ kép chuyển giữa 165 Hz ở 5K2K và 330 Hz ở WFHD. Chiếc UltraGear cho cảm giác nhập vai nhất từ trước đến nay.',
  ],
  'SC-LG-27US550': [
    'Màn hình IPS 4K 27 inch giá tốt, hỗ trợ HDR10 và USB-C.',
    'Phủ 90% dải màu DCI-P3, phù hợp chỉnh sửa ảnh. Reader Mode giảm ánh sáng xanh vào ban đêm.',
  ],
  'SC-LG-34WQ75C': [
    'Màn hình cong siêu rộng 34 inch cho công việc, có USB-C và KVM tích hợp.',
    'Điều khiển hai máy tính bằng một bộ bàn phím và chuột. Tỉ lệ 21:9 đặt vừa hai tài liệu cạnh nhau.',
  ],
  'SC-LG-24MR400': [
    'Màn hình IPS 24 inch đơn giản, tần số quét 100 Hz cho gia đình và văn phòng.',
    'AMD FreeSync giữ game nhẹ luôn mượt. Thiết kế ba cạnh không viền trông hiện đại.',
  ],
  'SC-DEL-U2725QE': [
    'Màn hình IPS Black 4K 27 inch, 120 Hz và hub Thunderbolt 4.',
    'Công nghệ IPS Black cho độ tương phản gấp đôi tấm nền IPS thông thường. Một sợi cáp sạc laptop đến 140 W.',
  ],
  'SC-DEL-U3425WE': [
    'Màn hình cong WUHD 34 inch với Thunderbolt 4 và tấm nền IPS Black.',
    'Độ phân giải 5K2K cho nhiều không gian để dựng video và làm bảng tính. Loa tích hợp và hub 90 W giúp bàn làm việc gọn gàng.',
  ],
  'SC-DEL-AW2725DF': [
    'Màn hình gaming QD-OLED 27 inch, 360 Hz, bảo hành lưu ảnh ba năm.',
    'Đạt chứng nhận VESA ClearMR 13000 về độ rõ nét chuyển động. Đèn AlienFX đồng bộ với dàn máy của bạn.',
  ],
  'SC-DEL-S2425H': [
    'Màn hình FHD 24 inch có loa tích hợp, tần số quét 100 Hz.',
    'ComfortView Plus giảm ánh sáng xanh mà không làm sai màu. Hai cổng HDMI kết nối cùng lúc laptop và máy chơi game.',
  ],
  'SC-DEL-S2725QS': [
    'Màn hình 4K 27 inch giá tốt với tần số quét 120 Hz và loa.',
    'Chữ 4K sắc nét cho công việc hằng ngày với giá mềm. Chân đế chỉnh được độ cao và độ nghiêng.',
  ],
  'SC-ACR-XV275K': [
    'Màn hình gaming Mini LED 4K 27 inch, 160 Hz và HDR1000.',
    '1.152 vùng làm mờ cục bộ cho HDR thật sự bùng nổ. HDMI 2.1 tương thích các máy chơi game mới nhất.',
  ],
  'SC-ACR-ED270R': [
    'Màn hình gaming cong 27 inch giá tốt, 180 Hz và phản hồi 1 ms.',
    'Độ cong 1500R kéo bạn vào giữa trận đấu. FreeSync Premium chống xé hình.',
  ],
  'SC-ACR-KA222Q': [
    'Màn hình 21,5 inch nhỏ gọn cho bàn làm việc nhỏ và quầy thu ngân.',
    'Có cổng HDMI và VGA cho máy tính đời cũ. Thiết kế không viền trông gọn gàng.',
  ],
  'SC-ACR-X34X': [
    'Màn hình gaming OLED cong siêu rộng 34 inch, 240 Hz.',
    'Độ cong 800R bao trọn tầm nhìn. Bộ chuyển KVM giúp dùng chung thiết bị ngoại vi.',
  ],
  'SC-BNQ-EX2710Q': [
    'Màn hình gaming QHD 27 inch, 165 Hz với loa treVolo kèm loa trầm.',
    'HDRi tự điều chỉnh độ sáng theo căn phòng. Chân đế nghiêng, xoay và chỉnh độ cao được.',
  ],
  'SC-BNQ-PD2725U': [
    'Màn hình thiết kế 4K 27 inch với Thunderbolt 3 và màu sắc được cân chỉnh từ nhà máy.',
    'Chế độ M-Book cho màu giống màn hình MacBook. Núm phím tắt chuyển chế độ màu thật nhanh.',
  ],
  'SC-BNQ-GW2490': [
    'Màn hình 24 inch bảo vệ mắt, tự điều chỉnh độ sáng, tần số quét 100 Hz.',
    'Đạt chứng nhận ánh sáng xanh thấp và không nhấp nháy. Thiết kế mỏng hợp với mọi bàn làm việc.',
  ],
  'SC-BNQ-EW3880R': [
    'Màn hình giải trí cong 37,5 inch có điều khiển từ xa và loa treVolo.',
    'Độ phân giải 3840 x 1600 đủ rộng và cao cho cả xem phim lẫn làm việc. HDRi giữ từng khung hình luôn sống động.',
  ],
  'SC-BNQ-EX321UX': [
    'Màn hình gaming Mini LED 4K 32 inch, 144 Hz và HDR1000.',
    'Hơn một nghìn vùng làm mờ giúp game HDR rực rỡ. Tích hợp hệ thống loa 2.1.',
  ],
};
