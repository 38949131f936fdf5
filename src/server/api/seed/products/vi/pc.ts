// Desktop computers in Vietnamese: each SKU's summary and details (texts.ts).
import type { VietnameseTexts } from './texts.ts';

export const DESKTOPS_VI: VietnameseTexts = {
  'PC-DEL-PROT': [
    'Máy bộ doanh nghiệp đáng tin cậy với Intel Core Ultra 5, bảo trì dễ dàng không cần dụng cụ.',
    'Dell Management Portal giúp bộ phận IT cập nhật hàng trăm máy cùng lúc. Tùy chọn RAM và ổ cứng phù hợp với đội ngũ của bạn.',
  ],
  'PC-DEL-PROM': [
    'Máy tính doanh nghiệp chỉ một lít, gắn sau màn hình để bàn làm việc gọn gàng.',
    'Nhỏ gọn nhưng vẫn có hai cổng DisplayPort và Wi-Fi 7. Máy tiêu thụ rất ít điện dù chạy cả ngày ở văn phòng.',
  ],
  'PC-DEL-AWA51': [
    'Máy bàn gaming Alienware đỉnh cao nhất với GeForce RTX 5090 và Core Ultra 9 285K.',
    'Luồng gió áp suất dương ngăn bụi và giữ linh kiện luôn mát. Nắp hông kính khoe trọn hiệu ứng đèn AlienFX.',
  ],
  'PC-DEL-SLIM': [
    'Máy bàn nhỏ gọn, giá tốt cho con học bài và cả gia đình cùng dùng.',
    'Vừa vặn trên bàn nhỏ hoặc trong tủ. Tặng kèm bàn phím và chuột.',
  ],
  'PC-DEL-AIO24': [
    'Máy all-in-one 23,8 inch với camera bật lên và chỉ một sợi dây nguồn.',
    'Camera ẩn vào thân máy khi không dùng để bảo vệ riêng tư. Loa kép 5 W nghe bài giảng và xem phim đều tốt.',
  ],
  'PC-HP-OM35L': [
    'Máy bàn gaming rộng rãi với GeForce RTX 5070 và tản nhiệt nước.',
    'Mặt kính cường lực khoe dàn quạt RGB. OMEN Gaming Hub giúp tinh chỉnh hiệu năng.',
  ],
  'PC-HP-VIC15L': [
    'Máy bàn gaming phổ thông với GeForce RTX 4060, sẵn sàng để nâng cấp.',
    'Mở máy không cần dụng cụ nên thêm RAM rất dễ. Chơi các tựa game esports phổ biến ở khung hình cao.',
  ],
  'PC-HP-PM400': [
    'Mini PC doanh nghiệp nhỏ gọn, êm ái với Intel Core i5 và HP Wolf Security.',
    'Hỗ trợ xuất hình ra tối đa ba màn hình. Có thể gắn sau màn hình bằng giá đỡ (mua thêm).',
  ],
  'PC-HP-OSX27': [
    'Máy all-in-one 27 inch thanh lịch với màn hình 4K và chip Intel Core Ultra sẵn sàng cho AI.',
    'Camera bật lên 5 MP và âm thanh Poly Studio cho cuộc gọi rõ ràng. Viền màn hình mỏng đẹp mắt trong mọi không gian.',
  ],
  'PC-HP-AIO24': [
    'Máy all-in-one 23,8 inch giá tốt để học bài, lướt web và gọi video.',
    'Mọi linh kiện nằm gọn trong màn hình nên ít dây nhợ. Tặng kèm bàn phím và chuột không dây.',
  ],
  'PC-LEN-LT7I': [
    'Máy bàn gaming cao cấp với GeForce RTX 5080 và Core Ultra 9 285K.',
    'Tản nhiệt nước Legion Coldfront giữ xung nhịp luôn cao. Đèn mặt trước đồng bộ theo trò chơi.',
  ],
  'PC-LEN-M70Q': [
    'ThinkCentre tí hon cho văn phòng với Intel Core i5 và nhiều cổng kết nối.',
    'Khung máy một lít có thể gắn dưới gầm bàn. Bảo mật ThinkShield bảo vệ dữ liệu doanh nghiệp.',
  ],
  'PC-LEN-AIO27': [
    'Máy all-in-one 27 inch cho gia đình với AMD Ryzen 7 và camera bật lên FHD.',
    'Màn hình IPS 27 inch rất hợp để xem phim và học tập. Loa JBL cho âm thanh trong trẻo.',
  ],
  'PC-LEN-NEO50S': [
    'Máy bàn mỏng gọn, giá rẻ cho quầy lễ tân và văn phòng nhỏ.',
    'Có tùy chọn ổ DVD cho phần mềm cũ. Thiết kế không cần dụng cụ giúp bảo trì nhanh chóng.',
  ],
  'PC-LEN-LT5': [
    'Máy bàn gaming cân bằng với Ryzen 7 và GeForce RTX 5060 Ti.',
    'Chơi game mới ở độ phân giải 1440p với DLSS 4. Thiết kế luồng gió giúp máy chạy êm.',
  ],
  'PC-ASU-G700': [
    'Máy bàn gaming ROG cao cấp với GeForce RTX 5080 và khoang card đồ họa tháo lắp không cần dụng cụ.',
    'Khe Q-Release thay card đồ họa chỉ trong vài giây. Aura Sync thắp sáng thùng máy từ trên xuống dưới.',
  ],
  'PC-ASU-D7T': [
    'Máy bộ doanh nghiệp với Intel Core i7, bảo hành tận nơi ba năm.',
    'Đạt tiêu chuẩn độ bền cấp quân đội. Chip TPM 2.0 và khóa thùng máy bảo vệ phần cứng.',
  ],
  'PC-ASU-NUC14P': [
    'Mini PC nhỏ bằng lòng bàn tay với Intel Core Ultra 5 và đồ họa Arc.',
    'Xuất hình ra bốn màn hình 4K. Cổng Thunderbolt 4 kết nối dock và ổ lưu trữ tốc độ cao.',
  ],
  'PC-ASU-V440': [
    'Máy all-in-one 23,8 inch thiết kế mỏng, màn hình FHD cho việc học tại nhà.',
    'Công nghệ Eye Care giảm nhấp nháy và ánh sáng xanh. Chân đế nghiêng được để nhìn thoải mái.',
  ],
  'PC-ASU-S500': [
    'Máy bàn gia đình nhỏ gọn với Intel Core i5, còn chỗ gắn thêm ổ cứng.',
    'Có sẵn khay 2,5 inch cho ổ thứ hai. Cổng USB mặt trước cắm thiết bị thật tiện.',
  ],
  'PC-ACR-PO7000': [
    'Máy bàn gaming hàng đầu với GeForce RTX 4080 Super và Core i9.',
    'Quạt FrostBlade 2.0 thắp sáng mặt trước. Tay cầm phía trên giúp mang máy đi giải đấu LAN dễ dàng.',
  ],
  'PC-ACR-N50': [
    'Máy bàn gaming giá tốt với GeForce RTX 4060 và Core i5.',
    'Chơi các game phổ biến ở 1080p với thiết lập cao. Điểm nhấn đèn đỏ đầy cá tính.',
  ],
  'PC-ACR-ATC': [
    'Máy bàn gia đình giá rẻ với Intel Core i5 và ổ SSD tốc độ cao.',
    'Có sẵn ổ ghi DVD cho đĩa cũ. Máy đủ êm để đặt trong phòng ngủ.',
  ],
  'PC-ACR-VX': [
    'Máy bàn văn phòng bền bỉ với Intel Core i5, quản lý IT dễ dàng.',
    'Acer ProShield giữ dữ liệu an toàn. Kèm ba năm hỗ trợ từ Acer.',
  ],
  'PC-ACR-C27': [
    'Máy all-in-one 27 inch với Intel Core 5, camera bật lên và bàn phím không dây.',
    'Màn hình lớn lý tưởng để chia đôi màn hình khi học. Acer PurifiedVoice lọc tiếng ồn nền khi gọi.',
  ],
};
