// Laptops in Vietnamese: each SKU's summary and details (texts.ts).
import type { VietnameseTexts } from './texts.ts';

export const LAPTOPS_VI: VietnameseTexts = {
  'LP-APL-MBA13M4': [
    'Chiếc laptop được yêu thích nhất thế giới, nay có chip M4, 16GB RAM và màu Xanh Da Trời mới.',
    'Pin đến 18 giờ và thiết kế không quạt giúp máy êm tuyệt đối, dễ mang theo. Camera Center Stage 12 MP luôn giữ bạn trong khung hình khi gọi video.',
  ],
  'LP-APL-MBA15M4': [
    'Màn hình Liquid Retina 15,3 inch lớn hơn và sáu loa trong chiếc MacBook Air M4 mỏng nhẹ.',
    'Xuất hình cùng lúc ra hai màn hình rời khi vẫn mở nắp. Có sạc MagSafe và hai cổng Thunderbolt 4.',
  ],
  'LP-APL-MBP14M5': [
    'Laptop chuyên nghiệp với chip M5, màn hình Liquid Retina XDR và pin đến 24 giờ.',
    'GPU M5 có bộ tăng tốc thần kinh trong từng lõi, xử lý AI ngay trên máy rất nhanh. Cổng HDMI, khe thẻ SDXC và ba cổng Thunderbolt đáp ứng mọi kết nối.',
  ],
  'LP-DEL-XPS14': [
    'Laptop 14 inch cao cấp nhất của Dell với màn hình cảm ứng OLED và Intel Core Ultra X7.',
    'Khung nhôm nguyên khối phay CNC chỉ nặng 1,36 kg. Đồ họa Intel Arc xử lý nhẹ nhàng việc chỉnh sửa ảnh và video.',
  ],
  'LP-DEL-14PL': [
    'Laptop 14 inch đa năng với Intel Core Ultra 7 và màn hình 2.5K.',
    'Thời lượng pin đến 20 giờ xem video. Bàn phím chống tràn nước.',
  ],
  'LP-DEL-PRO14P': [
    'Laptop doanh nhân chỉ 1,08 kg với bảo mật vPro và pin dùng cả ngày.',
    'Tùy chọn 5G, camera 8 MP và nắp che camera riêng tư, phù hợp làm việc linh hoạt. Doanh nghiệp có thể dùng thêm dịch vụ Dell ProSupport.',
  ],
  'LP-DEL-AW16A': [
    'Laptop gaming Alienware với card GeForce RTX 5060 và màn hình 16 inch 120 Hz.',
    'Hệ thống tản nhiệt Cryo-tech giữ máy êm khi chạy nặng. Vỏ màu Interstellar Indigo bền bỉ theo năm tháng.',
  ],
  'LP-DEL-15': [
    'Laptop 15,6 inch giá tốt cho học tập và văn phòng với AMD Ryzen 5.',
    'Bàn phím đầy đủ có phím số tiện làm bảng tính. Màn hình 120 Hz cuộn trang mượt mà.',
  ],
  'LP-HP-ELBX': [
    'Laptop doanh nhân cao cấp với màn hình cảm ứng OLED 2.8K và bảo mật HP Wolf Security.',
    'Camera 5 MP cùng tính năng khử ồn AI cho cuộc gọi rõ nét. Máy chỉ nặng 1,2 kg.',
  ],
  'LP-HP-OBXF14': [
    'Laptop 2 trong 1 xoay gập với màn hình cảm ứng OLED 3K, hỗ trợ bút HP Digital Pen.',
    'Gập thành dạng lều để thuyết trình hoặc dạng máy tính bảng để ghi chép. Chip Core Ultra 7 có NPU cho các tính năng Copilot+.',
  ],
  'LP-HP-VIC15': [
    'Laptop gaming phổ thông với GeForce RTX 4050 và màn hình 144 Hz.',
    'OMEN Gaming Hub cho phép tinh chỉnh hiệu năng và quạt. Luồng gió bốn hướng giữ máy luôn mát.',
  ],
  'LP-HP-OMX16': [
    'Laptop gaming mạnh nhất của HP với GeForce RTX 5080 và Core Ultra 9.',
    'Hệ thống tản nhiệt OMEN Tempest duy trì tổng công suất 200 W. Bàn phím RGB từng phím rực rỡ trong đêm.',
  ],
  'LP-HP-15FD': [
    'Laptop 15,6 inch bền bỉ cho mọi ngày với Intel Core i5, giá hợp túi tiền sinh viên.',
    'Sạc nhanh đạt 50% pin trong khoảng 45 phút. Loa kép và camera góc rộng hỗ trợ học trực tuyến.',
  ],
  'LP-HP-PAV13': [
    'Laptop siêu nhẹ chỉ 990 g với màn hình 13,3 inch 2.5K sáng rõ.',
    'Khung hợp kim magie-nhôm vừa nhẹ vừa chắc chắn. Ryzen 5 chạy tốt ứng dụng học tập và chỉnh sửa nhẹ.',
  ],
  'LP-LEN-X1C13': [
    'Ultrabook doanh nhân kinh điển: chưa tới một ký cùng bàn phím ThinkPad huyền thoại.',
    'Sợi carbon và magie giúp máy nhẹ mà cứng cáp. Intel vPro và ThinkShield bảo vệ dữ liệu doanh nghiệp.',
  ],
  'LP-LEN-E14G7': [
    'ThinkPad giá hợp lý cho doanh nghiệp nhỏ với Intel Core Ultra 5.',
    'Đã vượt qua các bài kiểm tra độ bền MIL-STD-810H. RAM nâng cấp được tới 64GB.',
  ],
  'LP-LEN-YS7I': [
    'Copilot+ PC mỏng nhẹ với màn hình cảm ứng 15,3 inch 2.8K và pin dùng cả ngày.',
    'Smart Modes tự điều chỉnh hiệu năng và quyền riêng tư. Thân nhôm chỉ mỏng 13,9 mm.',
  ],
  'LP-LEN-IPS5': [
    'Laptop OLED 14 inch mỏng nhẹ cho sinh viên với AMD Ryzen 5.',
    'Màn hình OLED WUXGA cho màu đen sâu khi xem phim và thiết kế. Rapid Charge sạc 15 phút dùng được hai giờ.',
  ],
  'LP-LEN-LP7I10': [
    'Laptop gaming đầu bảng với GeForce RTX 5080 và màn hình OLED 240 Hz.',
    'Tản nhiệt buồng hơi Legion ColdFront Vapor giữ khung hình luôn cao. AI Engine+ tối ưu công suất cho từng tựa game.',
  ],
  'LP-LEN-LOQ15': [
    'Laptop gaming giá tốt với GeForce RTX 3050 và màn hình 144 Hz.',
    'RAM và ổ cứng nâng cấp được, đồng hành cùng bạn lâu dài. Tản nhiệt thừa hưởng từ dòng Legion giúp máy chạy ổn định.',
  ],
  'LP-ASU-ZB14O': [
    'Ultrabook 1,2 kg với màn hình cảm ứng OLED 3K 120 Hz và Intel Core Ultra 7.',
    'Pin 75 Wh trụ vững cả ngày học dài. Màn hình ASUS Lumina OLED giảm ánh sáng xanh, bảo vệ mắt.',
  ],
  'LP-ASU-ZBA14': [
    'Copilot+ PC siêu nhẹ 980 g với Snapdragon X Elite, xem video hơn 30 giờ.',
    'Nắp máy Ceraluminum chống trầy và hạn chế bám vân tay. Máy luôn mát, êm khi làm việc hằng ngày.',
  ],
  'LP-ASU-VB15': [
    'Laptop 15,6 inch giá rẻ cho học tập với Intel Core i5 và bàn phím đầy đủ.',
    'Bản lề 180 độ mở phẳng để chia sẻ màn hình. Webcam có nắp che riêng tư.',
  ],
  'LP-ASU-G14': [
    'Laptop gaming 14 inch nhỏ gọn với GeForce RTX 5070 Ti và màn hình OLED 3K.',
    'Khung nhôm phay CNC chỉ nặng 1,57 kg. Dải đèn Slash Lighting trên nắp hiển thị hiệu ứng tùy chỉnh.',
  ],
  'LP-ASU-TUFA15': [
    'Laptop gaming bền chuẩn quân đội với GeForce RTX 4060 và màn hình 144 Hz.',
    'Pin 90 Wh lớn hiếm có trên laptop gaming. Quạt tự làm sạch ngăn bụi bám.',
  ],
  'LP-ASU-EBP5': [
    'Laptop doanh nhân bảo mật cao với Intel Core Ultra 7 và 32GB RAM.',
    'Bộ công cụ AI ExpertMeet ghi lại và tóm tắt cuộc họp. Khung máy đạt kiểm định độ bền chuẩn quân đội.',
  ],
  'LP-ACR-SG14': [
    'Laptop OLED 14 inch nhẹ với Intel Core Ultra 7 và NPU sẵn sàng cho AI.',
    'Webcam 1440p cùng ba micro giúp học trực tuyến rõ ràng. Vỏ nhôm chỉ nặng 1,32 kg.',
  ],
  'LP-ACR-ASP5': [
    'Laptop 15,6 inch thiết thực với Intel Core 5 và nhiều cổng kết nối.',
    'HDMI, USB-C, USB-A và cổng mạng LAN kết nối mọi thứ mà không cần bộ chuyển. Bàn phím có đèn nền tiện dùng ban đêm.',
  ],
  'LP-ACR-ASPL15': [
    'Laptop 15,6 inch giá rẻ với AMD Ryzen 5 cho công việc hằng ngày.',
    'Nắp lưng kim loại mang lại cảm giác cao cấp. RAM có thể nâng cấp sau này.',
  ],
  'LP-ACR-NV15': [
    'Laptop gaming giá tốt với GeForce RTX 4050 và màn hình 165 Hz.',
    'NitroSense chuyển chế độ hiệu năng chỉ với một phím. Hai quạt tản nhiệt giữ nhiệt độ luôn ổn định.',
  ],
  'LP-ACR-PHN16': [
    'Laptop gaming mạnh mẽ với GeForce RTX 5070 Ti và màn hình WQXGA 240 Hz.',
    'Quạt AeroBlade thế hệ 5 thổi nhiều gió hơn mà êm hơn. PredatorSense 5.0 điều khiển đèn và ép xung.',
  ],
  'LP-ACR-TMP4': [
    'Laptop doanh nhân bền bỉ với Intel Core Ultra 7 và bảo mật cấp doanh nghiệp.',
    'Cảm biến vân tay và chip TPM 2.0 bảo vệ đăng nhập. Đạt kiểm định độ bền MIL-STD 810H.',
  ],
  'LP-MSF-SL7-13': [
    'Copilot+ PC với Snapdragon X Elite, màn hình cảm ứng PixelSense và pin đến 20 giờ.',
    'Touchpad xúc giác và bàn phím có đèn nền cho trải nghiệm gõ rất thích. Windows Studio Effects cải thiện cuộc gọi video.',
  ],
  'LP-MSF-SL7-15': [
    'Surface Laptop 15 inch màn hình lớn với Snapdragon X Elite và 32GB RAM.',
    'Màn hình PixelSense Flow 15 inch có tần số quét đến 120 Hz. Loa Omnisonic hỗ trợ Dolby Atmos.',
  ],
  'LP-MSF-SL13': [
    'Surface Laptop nhẹ nhất, với Snapdragon X Plus và thời gian xem video đến 23 giờ.',
    'Màu sắc trẻ trung cùng màn hình cảm ứng 13 inch nhỏ gọn rất hợp với sinh viên. Các tính năng Copilot+ chạy ngay trên máy.',
  ],
};
