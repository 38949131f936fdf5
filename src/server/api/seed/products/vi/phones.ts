// Phones in Vietnamese: each SKU's summary (the short description) and details, written for the
// shop's Vietnamese pages (not word for word from the English).
import type { VietnameseTexts } from './texts.ts';

export const PHONES_VI: VietnameseTexts = {
  'PH-APL-IP17PM': [
    'iPhone lớn nhất với thời lượng pin dài nhất, khung nhôm nguyên khối và chip A19 Pro.',
    'Buồng hơi tản nhiệt giúp A19 Pro luôn mát khi chơi game lâu. Cụm camera Pro Fusion 48 MP có ống kính tele zoom quang học chất lượng 8x.',
  ],
  'PH-APL-IP17P': [
    'Camera chuyên nghiệp, chip A19 Pro và màn hình ProMotion 6,3 inch siêu sáng trong thân máy gọn gàng.',
    'Khung nhôm nguyên khối mới tản nhiệt đều, giữ hiệu năng ổn định lâu dài. Mặt kính Ceramic Shield 2 chống trầy xước và va đập.',
  ],
  'PH-APL-IPAIR': [
    'iPhone mỏng nhất từ trước đến nay, chỉ 5,6 mm, khung titan và sức mạnh của A19 Pro.',
    'Màn hình ProMotion 6,5 inch rộng rãi trong thân máy siêu nhẹ. Camera Fusion 48 MP chụp cả góc rộng lẫn tele 2x.',
  ],
  'PH-APL-IP17': [
    'iPhone 17 mang màn hình ProMotion 120 Hz, camera kép 48 MP và chip A19 đến phiên bản tiêu chuẩn.',
    'Camera trước Center Stage tự căn khung khi chụp selfie nhóm. Bộ nhớ khởi điểm nay là 256GB.',
  ],
  'PH-APL-IP16E': [
    'iPhone dễ sở hữu nhất hiện nay, chip A18 và xem video liên tục đến 26 giờ.',
    'Camera Fusion 48 MP chụp tele 2x sắc nét. Tích hợp sẵn Apple Intelligence.',
  ],
  'PH-APL-IP16': [
    'iPhone 16 có nút Điều khiển Camera, nút Tác vụ và chip A18 với năm màu sắc trẻ trung.',
    'Ảnh và video không gian hiển thị sống động trên Apple Vision Pro. Sạc MagSafe đạt 25 W.',
  ],
  'PH-APL-IP16PL': [
    'iPhone 16 màn hình 6,7 inch với viên pin lớn hơn, dùng thoải mái hơn một ngày.',
    'Nút Điều khiển Camera mở camera tức thì. Nút Tác vụ chạy được mọi phím tắt bạn muốn.',
  ],
  'PH-SAM-S26U': [
    'Điện thoại mạnh nhất của Samsung với camera 200 MP, bút S Pen tích hợp và Galaxy AI.',
    'Chip Snapdragon 8 Elite Gen 5 for Galaxy xử lý AI ngay trên máy. Khung titan nhẹ hơn bao giờ hết.',
  ],
  'PH-SAM-S26PL': [
    'Màn hình Dynamic AMOLED 2X 6,7 inch rộng rãi và sạc nhanh 45 W trong dòng Galaxy S26.',
    'Chip Exynos 2600 trên tiến trình 2 nm tiết kiệm điện hơn. Được cập nhật hệ điều hành trong bảy năm.',
  ],
  'PH-SAM-S26': [
    'Flagship nhỏ gọn, mỏng nhẹ với màn hình 6,3 inch và trọn bộ tính năng Galaxy AI.',
    'Máy chỉ mỏng 7,2 mm và nặng 167 g. Cụm ba camera có ống kính tele 3x.',
  ],
  'PH-SAM-S25E': [
    'Galaxy siêu mỏng chỉ 5,8 mm với camera chính 200 MP và khung titan.',
    'Kính Corning Gorilla Glass Ceramic 2 bảo vệ màn hình. Trọng lượng chỉ 163 g.',
  ],
  'PH-SAM-ZFD7': [
    'Galaxy Fold mỏng và nhẹ nhất từ trước đến nay, mở ra màn hình 8 inch cho cả công việc lẫn giải trí.',
    'Khi gập chỉ dày 8,9 mm, khi mở chỉ 4,2 mm. Camera 200 MP ngang tầm dòng Ultra.',
  ],
  'PH-SAM-ZFL7': [
    'Điện thoại gập vỏ sò bỏ túi với màn hình ngoài FlexWindow 4,1 inch tràn viền.',
    'Chụp selfie bằng camera chính, dùng màn hình ngoài làm khung ngắm. FlexCam giữ máy đứng vững để quay video rảnh tay.',
  ],
  'PH-SAM-A57': [
    'Galaxy tầm trung toàn diện với màn hình Super AMOLED 120 Hz và pin 5.000 mAh.',
    'Chuẩn kháng nước, bụi IP67 cùng sáu năm cập nhật giúp bạn yên tâm dùng lâu dài. Có sẵn các tính năng Awesome Intelligence.',
  ],
  'PH-SAM-A37': [
    'Thiết kế phong cách flagship và camera 50 MP chống rung OIS với giá tầm trung.',
    'Màn hình 6,7 inch đạt độ sáng 1.900 nit khi dùng ngoài trời. Samsung Knox Vault bảo vệ dữ liệu của bạn.',
  ],
  'PH-SAM-A17': [
    'Galaxy 5G giá tốt với pin lớn 5.000 mAh và sáu năm cập nhật bảo mật.',
    'Màn hình Super AMOLED 6,7 inch xem video rất đã. Bộ ba camera 50 MP đáp ứng tốt nhu cầu chụp ảnh hằng ngày.',
  ],
  'PH-SAM-A07': [
    'Galaxy đơn giản, bền bỉ để nghe gọi, nhắn tin và xem video trên màn hình lớn 6,7 inch.',
    'Chip Helio G99 chạy mượt các ứng dụng hằng ngày. Samsung cam kết sáu lần nâng cấp hệ điều hành.',
  ],
  'PH-XIA-15TP': [
    'Flagship Xiaomi với ống kính Leica, tele tiềm vọng 5x và sạc siêu nhanh HyperCharge 90 W.',
    'Dimensity 9400+ chơi game ở tốc độ khung hình cao. Pin 5.500 mAh dùng được hai ngày với nhu cầu nhẹ.',
  ],
  'PH-XIA-15T': [
    'Bộ ba camera tinh chỉnh bởi Leica và pin 5.500 mAh với mức giá hợp lý.',
    'Màn hình AMOLED 6,83 inch đạt độ sáng 3.200 nit. Xiaomi HyperAI hỗ trợ viết, dịch và chỉnh sửa ảnh.',
  ],
  'PH-XIA-15U': [
    'Chiếc điện thoại sinh ra để chụp ảnh, với cảm biến chính Leica 1 inch và tele tiềm vọng 200 MP.',
    'Snapdragon 8 Elite và 16GB RAM cho mọi tác vụ nhanh mượt. Bộ phụ kiện Photography Kit (mua thêm) có nút chụp vật lý thực thụ.',
  ],
  'PH-XIA-RN15PP': [
    'Camera 200 MP, độ bền chuẩn IP68 và sạc 100 W trên chiếc Redmi Note cao cấp nhất.',
    'Pin silicon-carbon 6.500 mAh dễ dàng dùng hai ngày. Kính Corning Gorilla Glass Victus 2 bảo vệ màn hình cong.',
  ],
  'PH-XIA-RN15P': [
    'Màn hình AMOLED 120 Hz sáng rõ và camera 200 MP với giá chưa tới mười triệu đồng.',
    'Loa kép Dolby Atmos cho âm thanh xem video sống động. Sạc 45 W đầy pin trong chưa tới một giờ.',
  ],
  'PH-XIA-R15C': [
    'Màn hình lớn 6,9 inch và pin 6.000 mAh trong tầm giá điện thoại phổ thông.',
    'Tần số quét 120 Hz giúp lướt mượt mà. Sạc nhanh 33 W và sạc ngược có dây cho thiết bị khác.',
  ],
  'PH-XIA-RA5': [
    'Redmi giá rẻ với màn hình lớn 6,88 inch và pin 5.200 mAh.',
    'Camera kép 32 MP chụp ảnh ban ngày rõ nét. Cảm biến vân tay cạnh bên mở khóa tức thì.',
  ],
  'PH-OPP-FX9P': [
    'Flagship OPPO với camera Hasselblad, tele 200 MP và pin 7.500 mAh.',
    'Dimensity 9500 cho tốc độ hàng đầu mà vẫn tiết kiệm pin. Đạt chuẩn kháng nước, bụi IP68 và IP69.',
  ],
  'PH-OPP-FX9': [
    'Flagship Hasselblad nhỏ gọn với pin 7.025 mAh và màn hình siêu sáng.',
    'Bốn camera 50 MP phủ mọi tiêu cự. Hỗ trợ sạc có dây 80 W và sạc không dây 50 W.',
  ],
  'PH-OPP-FN5': [
    'Một trong những điện thoại gập mỏng nhất thế giới, chỉ 8,93 mm khi gập, màn hình trong 8,12 inch.',
    'Bản lề titan giúp nếp gấp gần như vô hình. Máy chạy Snapdragon 8 Elite với 16GB RAM.',
  ],
  'PH-OPP-R14P': [
    'Điện thoại chuyên chân dung mỏng nhẹ với tele 50 MP zoom 3,5x và bộ công cụ chỉnh ảnh AI.',
    'Pin 6.200 mAh nằm gọn trong thân máy mỏng chưa tới 7,5 mm. Sạc SUPERVOOC 80 W đầy pin nhanh chóng.',
  ],
  'PH-OPP-R14': [
    'Thiết kế thời trang, ba camera 50 MP và chế độ chụp dưới nước trong thân máy tầm trung mỏng nhẹ.',
    'Mặt lưng vân vảy cá hạn chế bám vân tay. Chuẩn IP66, IP68 và IP69 chống nước, chống bụi.',
  ],
  'PH-OPP-R14F': [
    'Reno nhẹ, bền với màn hình AMOLED 120 Hz và pin 6.000 mAh.',
    'AI Eraser và AI Clarity Enhancer làm đẹp ảnh chỉ với một chạm. Splash Touch cho phép thao tác cả khi tay ướt.',
  ],
  'PH-OPP-A6P': [
    'Điện thoại siêu bền với pin 7.000 mAh và khả năng chống rơi chuẩn quân đội.',
    'Pin vẫn giữ 80% dung lượng sau năm năm sạc. Chuẩn IP69 chịu được cả tia nước nóng áp lực cao.',
  ],
  'PH-OPP-A5I': [
    'OPPO giá tốt, chống va đập, màn hình 90 Hz mượt mà.',
    'Chuẩn IP54 chống bụi và nước bắn. Pin 5.100 mAh dùng thoải mái cả ngày.',
  ],
  'PH-VIV-X300P': [
    'Ống kính ZEISS với tele APO 200 MP, chụp đêm nhạc hội và động vật hoang dã cực đỉnh.',
    'Pin 6.510 mAh đi cùng Dimensity 9500: vừa bền bỉ vừa mạnh mẽ. Chip hình ảnh V3+ nâng chất lượng quay video ban đêm.',
  ],
  'PH-VIV-X300': [
    'Flagship camera ZEISS nhỏ gọn với cảm biến chính 200 MP.',
    'Màn hình 6,31 inch dễ dùng bằng một tay. Có sạc có dây 90 W và sạc không dây 40 W.',
  ],
  'PH-VIV-V60': [
    'Điện thoại chân dung ZEISS mỏng nhẹ với đèn Aura Light và pin 6.500 mAh.',
    'Camera tiềm vọng 50 MP cho ảnh cưới, ảnh du lịch đẹp tự nhiên. Snapdragon 7 Gen 4 giữ máy luôn nhạy.',
  ],
  'PH-VIV-V60L': [
    'Điện thoại 5G thời trang với pin 6.500 mAh và sạc nhanh 90 W.',
    'Màn hình AMOLED đạt 1.800 nit dưới nắng. Chuẩn IP65 chống mưa tốt.',
  ],
  'PH-VIV-Y39': [
    'Điện thoại 5G pin trâu 6.500 mAh với loa kép âm lượng lớn.',
    'Đạt kiểm định độ bền chuẩn quân đội, chịu được va đập hằng ngày. Sạc FlashCharge 44 W nạp đầy nhanh.',
  ],
  'PH-VIV-Y19S': [
    'vivo giá rẻ với pin 5.500 mAh và màn hình lớn 6,68 inch.',
    'Chuẩn IP64 và đã vượt qua các bài thử rơi. Sạc 15 W và cổng tai nghe 3,5 mm đáp ứng đủ nhu cầu cơ bản.',
  ],
  'PH-RLM-GT8P': [
    'Flagship hiệu năng với Snapdragon 8 Elite Gen 5, camera Ricoh GR và pin 7.000 mAh.',
    'Màn hình 2K 144 Hz lý tưởng để chơi game. Sạc 120 W đầy pin trong khoảng nửa giờ.',
  ],
  'PH-RLM-GT7': [
    'Tốc độ flagship giá dễ chịu: Dimensity 9400e, pin 7.000 mAh và tản nhiệt graphene IceSense.',
    'Chơi game 120 fps hàng giờ liền không tụt hiệu năng. Màn hình AMOLED đạt độ sáng tối đa 6.000 nit.',
  ],
  'PH-RLM-15P': [
    'Điện thoại tầm trung mỏng nhẹ với pin 7.000 mAh và camera trước quay 4K 60 fps.',
    'Chế độ AI Party tối ưu ảnh cho các buổi tiệc đêm. Chuẩn IP69 chống nước và bụi.',
  ],
  'PH-RLM-15': [
    'Điện thoại 5G mỏng nhẹ với màn hình AMOLED cong 144 Hz.',
    'Pin 7.000 mAh sạc nhanh 80 W. AI Edit Genie chỉnh ảnh bằng giọng nói.',
  ],
  'PH-RLM-C75': [
    'Điện thoại giá rẻ siêu bền với pin 6.000 mAh và chuẩn IP69.',
    'Sạc nhanh 45 W và sạc ngược có dây cho điện thoại khác. Màn hình 90 Hz đủ sáng để dùng ngoài trời.',
  ],
  'PH-RLM-N70': [
    'Điện thoại dùng hằng ngày dễ chịu, pin lớn 6.300 mAh với giá phổ thông.',
    'Màn hình 6,74 inch 90 Hz xem video thoải mái. Mini Capsule hiển thị trạng thái sạc và thông báo trong nháy mắt.',
  ],
};
