
import html
cases = ["a &amp; b", "&lt;tag&gt;", "&#62;&#x3e;&#X3E;&#0;&#13;&#128;&#150;&#55296;&#1114112;&#1;&#11;&#65535;&#x1FFFF;&#99999999999999999999;",
         "&nbsp;&copy;&reg;&eacute;&amp&lt&gtx &notit; &notin; &ampx &amp;x &AElig &AElig; &unknown; & ; &#; &#x; &#xZ;",
         "&NotEqualTilde; &acE; &fjlig; &ThickSpace; &Tab;&NewLine;", "no entities", "&" * 3, "&abcdefghijklmnopqrstuvwxyzabcdefghijk;",
         "&amp&amp;&AMP;&Amp; &lt; &LT &quot; &apos; &hellip; &mdash;&ndash;", "&#65&#66;C", "&copyright &copysr; &notindot;"]
for c in cases:
    print(repr(html.unescape(c)))
for c in ["<a href=\"x\">'it'</a> & more", "plain"]:
    print(html.escape(c), html.escape(c, quote=False), html.escape(c, False))
print(html.unescape(html.escape("<>&\"'")))
