/// Bodies the rate sources answer, copied from shared/data/samples (the rates of the ECB
/// day 2025-05-09). Kept as Swift literals rather than resource files: the tests write
/// them, and variants of them, into their own temporary directories.
enum Fixtures {
    /// The ECB daily XML of 2025-05-09, as published (attributes in single quotes).
    static let ecbDaily = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        	<gesmes:subject>Reference rates</gesmes:subject>
        	<gesmes:Sender>
        		<gesmes:name>European Central Bank</gesmes:name>
        	</gesmes:Sender>
        	<Cube>
        		<Cube time='2025-05-09'>
        			<Cube currency='USD' rate='1.1252'/>
        			<Cube currency='JPY' rate='163.36'/>
        			<Cube currency='BGN' rate='1.9558'/>
        			<Cube currency='CZK' rate='24.946'/>
        			<Cube currency='DKK' rate='7.4604'/>
        			<Cube currency='GBP' rate='0.8477'/>
        			<Cube currency='HUF' rate='404.9'/>
        			<Cube currency='PLN' rate='4.2393'/>
        			<Cube currency='RON' rate='5.1181'/>
        			<Cube currency='SEK' rate='10.92'/>
        			<Cube currency='CHF' rate='0.9353'/>
        			<Cube currency='ISK' rate='146.9'/>
        			<Cube currency='NOK' rate='11.6725'/>
        			<Cube currency='TRY' rate='43.5999'/>
        			<Cube currency='AUD' rate='1.7572'/>
        			<Cube currency='BRL' rate='6.3647'/>
        			<Cube currency='CAD' rate='1.5658'/>
        			<Cube currency='CNY' rate='8.147'/>
        			<Cube currency='HKD' rate='8.7519'/>
        			<Cube currency='IDR' rate='18606.59'/>
        			<Cube currency='ILS' rate='3.9928'/>
        			<Cube currency='INR' rate='96.0755'/>
        			<Cube currency='KRW' rate='1575.72'/>
        			<Cube currency='MXN' rate='21.9473'/>
        			<Cube currency='MYR' rate='4.835'/>
        			<Cube currency='NZD' rate='1.9095'/>
        			<Cube currency='PHP' rate='62.413'/>
        			<Cube currency='SGD' rate='1.46'/>
        			<Cube currency='THB' rate='37.132'/>
        			<Cube currency='ZAR' rate='20.4835'/>
        		</Cube>
        	</Cube>
        </gesmes:Envelope>
        """#

    /// open.er-api.com/v6/latest/USD.
    static let erapiOpenAccess = #"{"result":"success","provider":"https://www.exchangerate-api.com","documentation":"https://www.exchangerate-api.com/docs/free","terms_of_use":"https://www.exchangerate-api.com/terms","time_last_update_unix":1746748800,"time_last_update_utc":"Fri, 09 May 2025 00:00:01 +0000","time_next_update_unix":1746835200,"time_next_update_utc":"Sat, 10 May 2025 00:00:01 +0000","time_eol_unix":0,"base_code":"USD","rates":{"USD":1,"EUR":0.888731,"JPY":145.183,"BGN":1.73818,"CZK":22.1703,"DKK":6.63029,"GBP":0.753377,"HUF":359.847,"PLN":3.7676,"RON":4.54861,"SEK":9.70494,"CHF":0.83123,"ISK":130.555,"NOK":10.3737,"TRY":38.7486,"AUD":1.56168,"BRL":5.65651,"CAD":1.39157,"CNY":7.24049,"HKD":7.77808,"IDR":16536.3,"ILS":3.54852,"INR":85.3853,"KRW":1400.39,"MXN":19.5052,"MYR":4.29701,"NZD":1.69703,"PHP":55.4684,"SGD":1.29755,"THB":33.0004,"ZAR":18.2043}}"#

    /// v6.exchangerate-api.com/v6/KEY/latest/USD.
    static let exchangeRateAPIv6 = #"{"result":"success","documentation":"https://www.exchangerate-api.com/docs","terms_of_use":"https://www.exchangerate-api.com/terms","time_last_update_unix":1746748800,"time_last_update_utc":"Fri, 09 May 2025 00:00:01 +0000","time_next_update_unix":1746835200,"time_next_update_utc":"Sat, 10 May 2025 00:00:01 +0000","base_code":"USD","conversion_rates":{"USD":1,"EUR":0.888731,"JPY":145.183,"BGN":1.73818,"CZK":22.1703,"DKK":6.63029,"GBP":0.753377,"HUF":359.847,"PLN":3.7676,"RON":4.54861,"SEK":9.70494,"CHF":0.83123,"ISK":130.555,"NOK":10.3737,"TRY":38.7486,"AUD":1.56168,"BRL":5.65651,"CAD":1.39157,"CNY":7.24049,"HKD":7.77808,"IDR":16536.3,"ILS":3.54852,"INR":85.3853,"KRW":1400.39,"MXN":19.5052,"MYR":4.29701,"NZD":1.69703,"PHP":55.4684,"SGD":1.29755,"THB":33.0004,"ZAR":18.2043}}"#

    /// v6.exchangerate-api.com with a bad key.
    static let exchangeRateAPIv6Error = #"{"result": "error", "error-type": "invalid-key"}"#

    /// The ECB daily XML of 2026-10-30, the day of the embedded table (29 currencies: BGN
    /// has left, Bulgaria having adopted the euro).
    static let ecbDaily20261030 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        	<gesmes:subject>Reference rates</gesmes:subject>
        	<gesmes:Sender>
        		<gesmes:name>European Central Bank</gesmes:name>
        	</gesmes:Sender>
        	<Cube>
        		<Cube time='2026-10-30'>
        			<Cube currency='USD' rate='1.1172'/>
        			<Cube currency='JPY' rate='175.68'/>
        			<Cube currency='CZK' rate='24.353'/>
        			<Cube currency='DKK' rate='7.4735'/>
        			<Cube currency='GBP' rate='0.8338'/>
        			<Cube currency='HUF' rate='366.33'/>
        			<Cube currency='PLN' rate='4.4038'/>
        			<Cube currency='RON' rate='5.3447'/>
        			<Cube currency='SEK' rate='10.978'/>
        			<Cube currency='CHF' rate='0.9194'/>
        			<Cube currency='ISK' rate='136'/>
        			<Cube currency='NOK' rate='10.312'/>
        			<Cube currency='TRY' rate='55.8015'/>
        			<Cube currency='AUD' rate='1.5904'/>
        			<Cube currency='BRL' rate='6.0692'/>
        			<Cube currency='CAD' rate='1.5606'/>
        			<Cube currency='CNY' rate='7.4326'/>
        			<Cube currency='HKD' rate='8.7652'/>
        			<Cube currency='IDR' rate='20275.17'/>
        			<Cube currency='ILS' rate='3.495'/>
        			<Cube currency='INR' rate='106.084'/>
        			<Cube currency='KRW' rate='1491.76'/>
        			<Cube currency='MXN' rate='21.1237'/>
        			<Cube currency='MYR' rate='4.5325'/>
        			<Cube currency='NZD' rate='1.9823'/>
        			<Cube currency='PHP' rate='71.143'/>
        			<Cube currency='SGD' rate='1.4282'/>
        			<Cube currency='THB' rate='37.683'/>
        			<Cube currency='ZAR' rate='18.6455'/>
        		</Cube>
        	</Cube>
        </gesmes:Envelope>
        """#

    /// data.fixer.io/api/latest.
    static let fixerLatest = #"{"success":true,"timestamp":1746752400,"base":"EUR","date":"2025-05-09","rates":{"EUR":1,"USD":1.1252,"JPY":163.36,"BGN":1.9558,"CZK":24.946,"DKK":7.4604,"GBP":0.8477,"HUF":404.9,"PLN":4.2393,"RON":5.1181,"SEK":10.92,"CHF":0.9353,"ISK":146.9,"NOK":11.6725,"TRY":43.5999,"AUD":1.7572,"BRL":6.3647,"CAD":1.5658,"CNY":8.147,"HKD":8.7519,"IDR":18606.59,"ILS":3.9928,"INR":96.0755,"KRW":1575.72,"MXN":21.9473,"MYR":4.835,"NZD":1.9095,"PHP":62.413,"SGD":1.46,"THB":37.132,"ZAR":20.4835}}"#

    /// data.fixer.io/api/latest without a key.
    static let fixerError = #"{"success": false, "error": {"code": 101, "type": "missing_access_key", "info": "You have not supplied an API Access Key. [Required format: access_key=YOUR_ACCESS_KEY]"}}"#
}
