// Tablets in Vietnamese: each SKU's summary and details (texts.ts).
import type { VietnameseTexts } from './texts.ts';

export const TABLETS_VI: VietnameseTexts = {
  'TB-APL-IPP13M5': [
    'Sản phẩm mỏng nhất từ trước đến nay của Apple, màn hình OLED kép Ultra Retina XDR 13 inch và chip M5.',
    'Apple Pencil Pro và Magic Keyboard biến máy thành một studio hoàn chỉnh. M5 chạy các công cụ ảnh AI nhanh gấp nhiều lần M4.',
  ],
  'TB-APL-IPP11M5': [
    'Hiệu năng chuyên nghiệp trong chiếc iPad 11 inch nhỏ gọn với chip M5 và màn hình OLED kép.',
    'Có tùy chọn kính nano-texture giảm chói khi dùng ngoài trời. Cổng Thunderbolt kết nối màn hình rời và ổ cứng tốc độ cao.',
  ],
  'TB-APL-IPA13M3': [
    'Màn hình Liquid Retina 13 inch lớn và chip M3 trong chiếc iPad Air nhẹ, nhiều màu sắc.',
    'Hỗ trợ Apple Pencil Pro và Magic Keyboard mới dành cho iPad Air. Camera trước đặt cạnh ngang giữ bạn ở giữa khung hình khi gọi.',
  ],
  'TB-APL-IPA11M3C': [
    'iPad Air 11 inch với chip M3 và 5G, kết nối mạng ở bất cứ đâu.',
    'eSIM giúp thêm gói data của nhà mạng Việt Nam thật dễ dàng. Touch ID tích hợp trên nút nguồn.',
  ],
  'TB-APL-IPA16': [
    'iPad dùng hằng ngày, nay có chip A16 và bộ nhớ khởi điểm 128GB.',
    'Màn hình Liquid Retina 11 inch rất hợp để học tập và xem phim. Tương thích Apple Pencil (USB-C).',
  ],
  'TB-APL-IPMINI7': [
    'iPad mini 8,3 inch với chip A17 Pro, hỗ trợ Apple Pencil Pro.',
    'Vừa túi áo khoác, lý tưởng để đọc sách và ghi chép. Tích hợp sẵn Apple Intelligence.',
  ],
  'TB-SAM-S11U': [
    'Máy tính bảng Dynamic AMOLED 2X 14,6 inch cực lớn mà chỉ mỏng 5,1 mm, kèm sẵn bút S Pen.',
    'Galaxy AI hỗ trợ ghi chú, vẽ và dịch thuật. Chế độ DeX biến máy thành máy tính với cửa sổ và thanh tác vụ.',
  ],
  'TB-SAM-S11': [
    'Máy tính bảng Android cao cấp 11 inch với S Pen, chuẩn IP68 và Galaxy AI.',
    'Dimensity 9400+ cho chơi game và chỉnh sửa mượt mà. Bốn loa tinh chỉnh bởi AKG lấp đầy căn phòng.',
  ],
  'TB-SAM-S10FEP': [
    'Máy tính bảng 13,1 inch màn hình lớn, tặng kèm S Pen trong hộp và kháng nước IP68.',
    'Khoanh tròn để tìm kiếm và Giải toán hỗ trợ làm bài tập. Pin 10.090 mAh trụ vững suốt những chuyến đi dài.',
  ],
  'TB-SAM-S10FE5G': [
    'Galaxy Tab 10,9 inch có 5G, bút S Pen và màn hình 90 Hz.',
    'Gắn nano SIM để nghe gọi và dùng data khi di chuyển. Camera sau 13 MP quét tài liệu rõ ràng.',
  ],
  'TB-SAM-A11P': [
    'Máy tính bảng gia đình 11 inch giá tốt với màn hình 90 Hz và bốn loa.',
    'Chế độ Samsung Kids giúp bé dùng máy an toàn. Pin 7.040 mAh xem phim trọn một ngày.',
  ],
  'TB-SAM-A11': [
    'Galaxy Tab 8,7 inch nhỏ gọn có LTE để đọc sách, xem video và gọi video.',
    'Đủ nhẹ để cầm bằng một tay. Thân kim loại mang lại cảm giác chắc chắn.',
  ],
  'TB-MSF-SP11': [
    'Copilot+ PC 2 trong 1 với Snapdragon X Elite và màn hình cảm ứng OLED 13 inch.',
    'Gắn thêm Surface Pro Keyboard kèm Slim Pen để gõ và vẽ. Chân đế điều chỉnh gần như mọi góc.',
  ],
  'TB-MSF-SP12': [
    'Surface Pro nhỏ và nhẹ hơn với Snapdragon X Plus, có chỗ sạc bút tích hợp.',
    'Bút Surface Pen gắn và sạc ngay ở mặt lưng. Máy không quạt, chạy hoàn toàn êm.',
  ],
  'TB-MSF-SG4': [
    'Máy tính bảng Windows 10,5 inch nhỏ gọn cho công việc hiện trường và học sinh.',
    'Chạy đầy đủ ứng dụng Windows 11. Gắn thêm Type Cover là thành laptop nhỏ gọn.',
  ],
  'TB-LEN-YTP': [
    'Máy tính bảng cao cấp 12,7 inch với Snapdragon 8 Gen 3, kèm bàn phím và bút Tab Pen Pro.',
    'Sáu loa Harman Kardon cho âm thanh phong phú. Màn hình 3K chạy ở tần số 144 Hz.',
  ],
  'TB-LEN-ITP': [
    'Máy tính bảng 3K 12,7 inch với loa JBL, tặng kèm bút trong hộp.',
    'Dimensity 8300 chơi game và đa nhiệm tốt. Smart Connect liên kết máy với PC Lenovo của bạn.',
  ],
  'TB-LEN-M11': [
    'Máy tính bảng 11 inch giá rẻ, hỗ trợ bút Lenovo Tab Pen và bốn loa Dolby Atmos.',
    'Chế độ đọc chuyển màn hình sang đơn sắc để đọc sách điện tử dễ chịu. Đạt chứng nhận TÜV về ánh sáng xanh thấp.',
  ],
  'TB-LEN-LGT3': [
    'Máy tính bảng gaming 8,8 inch nhỏ gọn với Snapdragon 8 Gen 3 và màn hình 165 Hz.',
    'Hai cổng USB-C cho phép vừa sạc vừa chơi. Buồng hơi tản nhiệt giữ máy mát khi chơi lâu.',
  ],
  'TB-LEN-TABP': [
    'Máy tính bảng giải trí với tám loa JBL và chân đế tích hợp.',
    'Màn hình 2K 11,5 inch rất hợp để xem phim. Chân đế còn dùng làm móc treo tiện lợi.',
  ],
  'TB-HUA-MPP13': [
    'Máy tính bảng OLED linh hoạt 13,2 inch, hỗ trợ bút M-Pencil, thân máy chỉ mỏng 5,5 mm.',
    'GoPaint và WPS Office biến máy thành công cụ cho họa sĩ và dân văn phòng. Sạc 100 W nạp pin rất nhanh.',
  ],
  'TB-HUA-MP115S': [
    'Máy tính bảng màn hình PaperMatte cho cảm giác viết như trên giấy, tần số quét 144 Hz.',
    'Màn hình nhám giảm chói và phản chiếu. Lựa chọn dễ chịu cho những buổi đọc sách dài.',
  ],
  'TB-HUA-MPAIR': [
    'Máy tính bảng 12 inch 2.8K chỉ nặng 555 g.',
    'Huawei Notes chuyển chữ viết tay thành văn bản gọn gàng. Đa cửa sổ cho phép chạy song song hai ứng dụng.',
  ],
  'TB-HUA-MPSE11': [
    'Máy tính bảng 11 inch giá rẻ, đạt chứng nhận bảo vệ mắt và pin lớn.',
    'Kids Corner lọc nội dung phù hợp với độ tuổi của bé. Pin 7.700 mAh dùng trọn một ngày học.',
  ],
};
